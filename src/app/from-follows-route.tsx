import { FromFollows } from '@/pages/my-feed/from-follows';
import { loadFeedSources } from './my-feed-sources';

/** The home page's "From things you follow", over the registry's types (its own chunk). */
export default function FromFollowsRoute() {
  return <FromFollows loadSources={loadFeedSources} />;
}
