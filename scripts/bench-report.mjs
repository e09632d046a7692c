/** The benchmark's Markdown report (scripts/bench.mjs), for README.md. */
import { TARGETS } from './bench-config.mjs';
import { formatKb, formatMs, mark, markdownTable } from './bench-lib.mjs';
import { formatCls, formatRatio } from './bench-lighthouse.mjs';
import { FIRST_VISIT_TARGET } from './bench-loads.mjs';

// --- 6. Report ----------------------------------------------------------------------------------

export function markdownReport({ bundle, precache, lighthouse: lighthouseRows, loads, firstVisit }) {
  const summary = [];
  if (firstVisit) {
    summary.push(
      [
        'First visit on slow 4G: ready offline',
        formatMs(firstVisit.readyMs),
        `≤ ${formatMs(FIRST_VISIT_TARGET.readyMs)} ${mark(firstVisit.readyMs <= FIRST_VISIT_TARGET.readyMs)}`,
      ],
      [
        '… downloaded before that',
        formatKb(firstVisit.bytesBeforeReady),
        `≤ ${formatKb(FIRST_VISIT_TARGET.bytes)} ${mark(firstVisit.bytesBeforeReady <= FIRST_VISIT_TARGET.bytes)}`,
      ],
    );
  }
  if (bundle) {
    summary.push(
      [
        'First-load JS (gzip)',
        formatKb(bundle.firstLoadJs.gzipBytes),
        `≤ ${formatKb(TARGETS.firstLoadJsGzipBytes)} ${mark(bundle.firstLoadJs.met)}`,
      ],
      ['Entry chunk (gzip)', formatKb(bundle.entry.gzipBytes), ''],
      ['Entry CSS (gzip)', formatKb(bundle.entry.cssGzipBytes), ''],
    );
  } else {
    summary.push(['First-load JS (gzip)', 'n/a (no Vite manifest)', `≤ ${formatKb(TARGETS.firstLoadJsGzipBytes)} ?`]);
  }
  if (precache) {
    summary.push(
      [
        'Precache without images',
        formatKb(precache.withoutImagesBytes),
        `≤ ${formatKb(TARGETS.precacheWithoutImagesBytes)} ${mark(precache.met)}`,
      ],
      ['Precache total', `${formatKb(precache.totalBytes)} (${precache.entries} entries)`, ''],
      ['App code kept after ready, in the background', formatKb(precache.keptAfterReadyBytes), ''],
      ['Firebase SDK, kept on first use', formatKb(precache.keptOnFirstUseBytes), ''],
    );
  } else {
    summary.push(['Precache without images', 'n/a (no sw.js)', `≤ ${formatKb(TARGETS.precacheWithoutImagesBytes)} ?`]);
  }
  if (loads) {
    const offlineValue = loads.swControl
      ? formatMs(loads.serviceWorkerOffline?.medianMs)
      : 'n/a (service worker never took control)';
    summary.push(
      ['Cold load `/` to h1, online, no SW', formatMs(loads.withoutServiceWorker?.medianMs), ''],
      ['Cold load `/` to h1, online, SW', loads.swControl ? formatMs(loads.serviceWorkerOnline?.medianMs) : 'n/a', ''],
      ['Cold load `/` to h1, offline, SW', offlineValue, ''],
    );
  }
  const blocks = [markdownTable(['Metric', 'Result', 'Target'], summary)];
  if (lighthouseRows?.length) {
    blocks.push(
      markdownTable(
        [
          'Lighthouse (mobile)',
          'Performance',
          'LCP',
          'Script-free LCP',
          'TBT',
          'CLS',
          'Accessibility',
          'Best practices',
          'SEO',
        ],
        lighthouseRows.map((row) => [
          `\`${row.url}\``,
          `${row.performance ?? 'n/a'} ${mark(row.met)}`,
          formatMs(row.lcpMs),
          row.scriptFree ? `${formatMs(row.scriptFree.lcpMs)} (×${formatRatio(row.lcpRatio)})` : 'n/a',
          formatMs(row.tbtMs),
          formatCls(row.cls),
          row.accessibility ?? 'n/a',
          row.bestPractices ?? 'n/a',
          row.seo ?? 'n/a',
        ]),
      ),
    );
  }
  if (bundle?.routes.length) {
    blocks.push(
      markdownTable(
        ['Route chunk', 'Own (gzip)', 'With imports beyond entry (gzip)'],
        bundle.routes.map((route) => [
          `\`${route.source}\``,
          formatKb(route.gzipBytes),
          formatKb(route.withImportsGzipBytes),
        ]),
      ),
    );
  }
  return blocks.join('\n\n');
}
