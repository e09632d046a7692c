import { describe, expect, it } from 'vitest';
import { MAX_SOCIAL_LINKS, socialLinksSchema } from './social-links';

/** The messages the schema gives for `links`, each with its dotted path. */
function messages(links: unknown): string[] {
  const result = socialLinksSchema.safeParse(links);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('socialLinksSchema', () => {
  it('accepts up to 10 named links to different addresses', () => {
    const links = Array.from({ length: MAX_SOCIAL_LINKS }, (_, index) => ({
      label: `Link ${index}`,
      url: `https://links.example/${index}`,
    }));
    expect(messages(links)).toEqual([]);
    expect(messages([])).toEqual([]);
  });

  it.each([
    [
      'a link with no name',
      [{ label: ' ', url: 'https://facebook.example/larder' }],
      '0.label: Please name the link, like Facebook.',
    ],
    [
      'the same link twice',
      [
        { label: 'Facebook', url: 'https://facebook.example/larder' },
        { label: 'Also Facebook', url: 'https://facebook.example/larder' },
      ],
      ': Each link can only be listed once.',
    ],
    [
      'eleven links',
      Array.from({ length: 11 }, (_, index) => ({ label: `Link ${index}`, url: `https://links.example/${index}` })),
      ': Please give no more than 10 links.',
    ],
  ])('refuses %s', (_, links, message) => {
    expect(messages(links)).toContain(message);
  });
});
