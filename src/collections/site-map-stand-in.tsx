import type { SiteMapProps } from '@/components/map/map-types';

/**
 * For the engine's tests: the map module's contract (map-types.ts) without MapLibre, which needs WebGL
 * and cannot run under happy-dom. A region named by `label`, each marker with an `href` a link named by
 * its label, other points as text; `compact` and `current` are shown as data attributes.
 */
export function LazySiteMap({ label, points, compact, height }: SiteMapProps) {
  return (
    <div role="region" aria-label={label} data-compact={compact ? 'yes' : 'no'} data-height={height}>
      {points.map((point) =>
        point.href ? (
          <a key={point.id} href={point.href} aria-label={point.label} />
        ) : (
          <span key={point.id} data-current={point.current ? 'yes' : 'no'}>
            {point.label}
          </span>
        ),
      )}
    </div>
  );
}
