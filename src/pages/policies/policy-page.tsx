import { Stack } from '@mantine/core';
import { useLocation } from 'react-router';
import { RichText } from '@/components/rich-text';
import { PageHeader } from '@/components/page-header';
import { useRouteMeta } from '@/hooks/use-route-meta';

/** The policy texts ship inside the app, so every policy reads offline from the first visit. */
const POLICY_TEXTS = import.meta.glob<string>('./content/*.md', { query: '?html', import: 'default', eager: true });

export function policyText(pathname: string): string | undefined {
  const slug = pathname.split('/').filter(Boolean).at(-1);
  return POLICY_TEXTS[`./content/${slug}.md`];
}

export default function PolicyPage() {
  const meta = useRouteMeta();
  const text = policyText(useLocation().pathname) ?? '';
  return (
    <Stack maw={760}>
      <PageHeader title={meta?.title ?? 'Policy'} description={meta?.description} />
      <RichText html={text} />
    </Stack>
  );
}
