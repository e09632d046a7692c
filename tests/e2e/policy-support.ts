import type { Page } from '@playwright/test';

/** Collects every policy violation and every console complaint about the policies, across navigations. */
export async function watchPolicies(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeBinding('reportPolicyViolation', (_source, text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation;
      report(
        `${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI || 'an inline item'} ` +
          `(${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy|Permissions.Policy|X-Frame-Options/i.test(message.text())) {
      problems.push(`${page.url()}: console: ${message.text()}`);
    }
  });
  return problems;
}
