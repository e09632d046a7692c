import { isSafeUrl } from '@/lib/safe-url';
import type { ClubItem } from './club-schema';

/** The first letters of a club's main words ("Thornbury Running Club" → "RC"), for clubs without a logo. */
export function clubInitials(title: string): string {
  const words = title
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0 && !/^(the|of|and|thornbury)$/i.test(word));
  const letters = (words.length > 0 ? words : [title.trim() || '?']).slice(0, 2).map((word) => word[0] ?? '');
  return letters.join('').toUpperCase();
}

/**
 * A club's logo, or its initials in a circle when it has none, so every card lines up. Decorative
 * either way: the club's name is always next to it.
 */
export function ClubLogo({ club, size }: { club: Pick<ClubItem, 'title' | 'logo'>; size: number }) {
  const logo = club.logo && isSafeUrl(club.logo.url) ? club.logo : null;
  const box = { width: size, height: size, flex: 'none', borderRadius: 'var(--mantine-radius-md)' } as const;
  if (logo) {
    return (
      <img
        src={logo.url}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        style={{ ...box, objectFit: 'contain', background: 'var(--mantine-color-body)' }}
      />
    );
  }
  return (
    <span
      aria-hidden
      style={{
        ...box,
        display: 'inline-grid',
        placeItems: 'center',
        fontWeight: 700,
        fontSize: size * 0.36,
        color: 'var(--mantine-primary-color-contrast)',
        background: 'var(--mantine-primary-color-filled)',
      }}
    >
      {clubInitials(club.title)}
    </span>
  );
}
