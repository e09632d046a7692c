import { ACCOUNTS, newSignedInContext, startSignedIn } from './auth-support';
import { getDocument } from './backend-support';
import { axeViolations } from './support';
import { expect, test, withoutServiceWorker } from './fixtures';

withoutServiceWorker();

/**
 * What is particular to committees' pages (the registry's shared specs cover lists, offline, the
 * editor and axe for every type): members in order, the next meeting, the papers a visitor may read and
 * the Organization data with its members.
 */
test.describe('committees for visitors', () => {
  test('the list shows the published committees and neither the draft nor the one scheduled for later', async ({
    page,
  }) => {
    await page.goto('/committees');
    await expect(page.getByRole('heading', { level: 1, name: 'Committees' })).toBeVisible();
    for (const name of [
      'Events Committee',
      'Trail and Arts Committee',
      'Finance and Governance Committee',
      'Green Spaces Committee',
    ]) {
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible({ timeout: 15_000 });
    }
    await expect(page.getByRole('link', { name: 'Youth Forum' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Heritage Committee' })).toHaveCount(0);
  });

  test('a committee’s page: members chair first, next meeting, email, papers, events and JSON-LD', async ({ page }) => {
    await page.goto('/committees/events-committee');
    await expect(page.getByRole('heading', { level: 1, name: 'Events Committee' })).toBeVisible({ timeout: 15_000 });
    const members = page.getByRole('region', { name: 'Members' });
    await expect(members.getByRole('listitem').first()).toHaveText('Margaret Hale, Chair');
    await expect(page.getByRole('region', { name: 'Meetings' })).toContainText(/Next: .*Monday/);
    await expect(page.getByRole('link', { name: 'events@thornbury-hub.example' }).first()).toHaveAttribute(
      'href',
      'mailto:events@thornbury-hub.example',
    );
    // Its one paper, the agenda, is for members: a visitor sees none (documents.spec.ts shows a member's view).
    const papers = page.getByRole('region', { name: 'Papers of the Events Committee' });
    await expect(papers).toContainText('Nothing yet.', { timeout: 15_000 });
    await expect(papers.getByRole('link', { name: 'Events Committee agenda' })).toHaveCount(0);
    await expect(papers.getByRole('link', { name: 'See all documents' })).toHaveAttribute('href', '/documents');
    await expect(page.getByRole('region', { name: 'Events by Events Committee' })).toBeVisible({ timeout: 15_000 });

    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>),
      );
    const organisation = jsonLd.find((data) => data['@type'] === 'Organization' && data.name === 'Events Committee');
    expect(organisation).toBeDefined();
    expect(organisation?.member).toContainEqual({
      '@type': 'OrganizationRole',
      roleName: 'Chair',
      member: { '@type': 'Person', name: 'Margaret Hale' },
    });
    expect(JSON.stringify(organisation)).not.toContain('uid');
  });

  test('what the site publishes about committees names members, never their accounts or their papers’ ids', async ({
    page,
    request,
  }) => {
    // The published-data file the build writes, and the page's own copy of the data (prerendered HTML).
    const published = await (await request.get('/data/committees.json')).text();
    await page.goto('/committees/green-spaces-committee');
    await expect(page.getByRole('heading', { level: 1, name: 'Green Spaces Committee' })).toBeVisible({
      timeout: 15_000,
    });
    const html = await (await request.get('/committees/green-spaces-committee')).text();
    for (const text of [published, html]) {
      expect(text).toContain('Priya Shah');
      // The member's account (demo-member), the account list and the committee-only minutes' id.
      expect(text).not.toMatch(/"uid"|memberUids|demo-member|green-spaces-committee-minutes/);
    }
  });
});

test.describe('who reads a committee’s papers', () => {
  test('an admin gives a member a committee’s papers and takes them away: the member reads them, then cannot', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    // Trail and Arts: the member is not on it (documents.spec.ts relies on their Green Spaces papers).
    const committeeId = 'trail-and-arts-committee';
    const paper = '/documents/trail-commissioning-report';
    const listed = async () =>
      JSON.stringify((await getDocument('committeeMembers', committeeId))?.fields['memberUids'] ?? null);

    await startSignedIn(page, 'admin');
    await page.goto('/dashboard/committee-readers');
    await expect(page.getByRole('heading', { level: 1, name: 'Who reads the papers' })).toBeVisible({
      timeout: 15_000,
    });
    await page.getByLabel('Committee').selectOption({ label: 'Trail and Arts Committee' });
    const section = page.getByRole('region', { name: 'Who reads the papers of the Trail and Arts Committee' });
    const status = section.getByTestId('readers-status');
    await expect(status).toHaveText('Saved. This list is what the server has.', { timeout: 15_000 });
    await expect(section.getByRole('button', { name: 'Remove Priya Shah' })).toHaveCount(0);
    expect(await axeViolations(page), 'Who reads the papers').toEqual([]);

    // With the keyboard: type to search, pick the match, then Add.
    const picker = section.getByRole('combobox', { name: 'Add an account' });
    await picker.fill('member@');
    await expect(page.getByRole('option', { name: 'Priya Shah, member@thornbury-hub.test' })).toBeVisible();
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await expect(picker).toHaveValue('Priya Shah, member@thornbury-hub.test');
    await section.getByRole('button', { name: 'Add', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(section.getByRole('button', { name: 'Remove Priya Shah' })).toBeVisible();
    await expect(status).toHaveText('Saved. This list is what the server has.', { timeout: 15_000 });
    expect(await listed()).toContain(ACCOUNTS.member.uid);

    const memberContext = await newSignedInContext(browser, 'member');
    try {
      const member = await memberContext.newPage();
      await member.goto(paper);
      await expect(member.getByRole('heading', { level: 1, name: 'Trail commissioning report' })).toBeVisible({
        timeout: 15_000,
      });

      await section.getByRole('button', { name: 'Remove Priya Shah' }).focus();
      await page.keyboard.press('Enter');
      await expect(section.getByRole('button', { name: 'Remove Priya Shah' })).toHaveCount(0);
      await expect(status).toHaveText('Saved. This list is what the server has.', { timeout: 15_000 });
      expect(await listed()).not.toContain(ACCOUNTS.member.uid);

      await member.goto(paper);
      await expect(
        member.getByRole('heading', { level: 1, name: 'This document is not available to you' }),
      ).toBeVisible({ timeout: 15_000 });
      await expect(member.getByRole('heading', { level: 1, name: 'Trail commissioning report' })).toHaveCount(0);
    } finally {
      await memberContext.close();
    }

    // With a mouse or a finger: the options open beside the field (their styles load with the page), and a
    // click picks one. Picked, not added: the list stays as the server has it.
    await picker.click();
    await picker.fill('member@');
    await page.getByRole('option', { name: 'Priya Shah, member@thornbury-hub.test' }).click();
    await expect(picker).toHaveValue('Priya Shah, member@thornbury-hub.test');
    await expect(section.getByRole('button', { name: 'Remove Priya Shah' })).toHaveCount(0);
  });
});
