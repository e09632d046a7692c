import { ResponsiveImage, responsiveImageAttributes } from '@/components/responsive-image';
import type { ClubItem } from './club-schema';

/** The first letters of a club's own words ("Thornbury Running Club" → "R", "Knit and Natter" → "KN"). */
export function clubInitials(title: string): string {
  const words = title
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0 && !/^(the|of|and|thornbury|club|society|group)$/i.test(word));
  const letters = (words.length > 0 ? words : [title.trim() || '?']).slice(0, 2).map((word) => word[0] ?? '');
  return letters.join('').toUpperCase();
}

// Darker shades, so white initials stay readable (WCAG AA) in light and dark mode.
const COLOURS = ['green', 'blue', 'grape', 'teal', 'orange', 'indigo', 'pink', 'cyan'] as const;

/** A colour per club, the same on every visit, so neighbouring cards are told apart at a glance. */
export function clubColour(title: string): (typeof COLOURS)[number] {
  let hash = 0;
  for (const char of title) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return COLOURS[hash % COLOURS.length] ?? 'green';
}

/**
 * A club's logo, or its initials in a circle when it has none, so every card lines up. Decorative
 * either way: the club's name is always next to it.
 */
export function ClubLogo({ club, size }: { club: Pick<ClubItem, 'title' | 'logo'>; size: number }) {
  const logo = responsiveImageAttributes(club.logo, 'small') ? club.logo : null;
  const box = { width: size, height: size, flex: 'none', borderRadius: 'var(--mantine-radius-md)' } as const;
  if (logo) {
    return (
      <ResponsiveImage
        image={logo}
        alt=""
        sizes={`${size}px`}
        prefer="small"
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
        color: 'var(--mantine-color-white)',
        background: `var(--mantine-color-${clubColour(club.title)}-9)`,
      }}
    >
      {clubInitials(club.title)}
    </span>
  );
}
