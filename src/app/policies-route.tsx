import { Suspense } from 'react';
import PoliciesPage from '@/pages/policies/policies-page';
import { pageSections } from './page-sections';

// The types' sections (the documents library's policy documents) load after the page's own code: the
// policies' links show at once.
const POLICIES_SECTIONS = pageSections('policies');

/** /policies: the site's policy pages, then the types' sections (the association's policy documents). */
export default function PoliciesRoute() {
  return (
    <PoliciesPage
      documents={
        <Suspense fallback={null}>
          {POLICIES_SECTIONS.map(({ key, Section }) => (
            <Section key={key} />
          ))}
        </Suspense>
      }
    />
  );
}
