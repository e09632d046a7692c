import { MyFeedPage } from '@/pages/my-feed/my-feed-page';
import { loadFeedSources } from './my-feed-sources';

/** `/dashboard/myfeed`, over the registry's types. */
export default function MyFeedRoute() {
  return <MyFeedPage loadSources={loadFeedSources} />;
}
