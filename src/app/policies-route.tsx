import { lazy, Suspense } from 'react';
import { loadPolicyDocuments } from '@/features/documents/documents-manifest';
import PoliciesPage from '@/pages/policies/policies-page';

// The documents' code loads after the page's own: the policies' links show at once.
const PolicyDocuments = lazy(() => loadPolicyDocuments().then((module) => ({ default: module.PolicyDocuments })));

/** /policies: the site's policy pages, then the association's policy documents from the documents library. */
export default function PoliciesRoute() {
  return (
    <PoliciesPage
      documents={
        <Suspense fallback={null}>
          <PolicyDocuments />
        </Suspense>
      }
    />
  );
}
