import { useEffect } from 'react';

interface TitleClaim {
  title: string;
  priority: number;
}

const claims: TitleClaim[] = [];

function apply(): void {
  // Highest priority wins; among equals, the newest claim.
  let winner: TitleClaim | undefined;
  for (const claim of claims) if (!winner || claim.priority >= winner.priority) winner = claim;
  if (winner) document.title = winner.title;
}

/**
 * Sets `document.title` while the caller is mounted. The shell claims the route's title;
 * an error page claims its own with a higher priority, so it wins whichever effect runs last.
 */
export function useDocumentTitle(title: string, priority = 0): void {
  useEffect(() => {
    const claim = { title, priority };
    claims.push(claim);
    apply();
    return () => {
      claims.splice(claims.indexOf(claim), 1);
      apply();
    };
  }, [title, priority]);
}

export const ERROR_TITLE_PRIORITY = 10;
