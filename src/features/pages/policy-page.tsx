import { useLocation } from 'react-router';
import { PageView } from './page-view';
import { useRouteMeta } from '@/hooks/use-route-meta';

/**
 * The policy texts ship inside the app, so every policy reads offline from the first visit; the published
 * page (admins edit it) replaces the text once read.
 */
const POLICY_TEXTS = import.meta.glob<string>('./content/*.md', { query: '?html', import: 'default', eager: true });

/** The policy's id: the last part of its address. */
export function policyId(pathname: string): string {
  return pathname.split('/').filter(Boolean).at(-1) ?? '';
}

export function policyText(pathname: string): string | undefined {
  return POLICY_TEXTS[`./content/${policyId(pathname)}.md`];
}

export default function PolicyPage() {
  const meta = useRouteMeta();
  const { pathname } = useLocation();
  const id = policyId(pathname);
  return (
    <PageView
      key={id}
      id={id}
      shipped={{ title: meta?.title ?? 'Policy', summary: '', html: policyText(pathname) ?? '' }}
      description={meta?.description}
    />
  );
}
