import * as z from 'zod';
import { singleLineString } from '@/lib/plain-text';
import { webAddress } from './web-address';

export const MAX_SOCIAL_LINKS = 10;

/** Links to a group's pages elsewhere (Facebook, Instagram…), bounded. */
export const socialLinkSchema = z.object({
  label: singleLineString({ error: 'Please name the link, like Facebook.' })
    .trim()
    .min(1, 'Please name the link, like Facebook.')
    .max(40, 'Please keep the link name under 40 characters.'),
  url: webAddress(),
});

export const socialLinksSchema = z
  .array(socialLinkSchema)
  .max(MAX_SOCIAL_LINKS, `Please give no more than ${MAX_SOCIAL_LINKS} links.`)
  .refine(
    (links) => new Set(links.map((link) => link.url)).size === links.length,
    'Each link can only be listed once.',
  );

export type SocialLink = z.infer<typeof socialLinkSchema>;

/** The label for a link from its address, when the editor leaves the name empty. */
export function socialLabel(url: string): string {
  const host = (() => {
    try {
      return new URL(url).hostname.replace(/^www\./, '');
    } catch {
      return '';
    }
  })();
  const known: Record<string, string> = {
    'facebook.com': 'Facebook',
    'instagram.com': 'Instagram',
    'x.com': 'X',
    'twitter.com': 'X',
    'youtube.com': 'YouTube',
    'linkedin.com': 'LinkedIn',
    'tiktok.com': 'TikTok',
  };
  return known[host] ?? (host || 'Website');
}
