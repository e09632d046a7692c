// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { ReferencingSource } from './define-collection';
import {
  EMBEDDED_REFERENCING_ID,
  forgetEmbeddedReferencing,
  initialReferencing,
  setBuildTimeReferencing,
  takeReferencingDrawn,
  type ReferencingGroup,
} from './prerendered-referencing';

const sources: ReferencingSource[] = [];
const club = { path: 'clubs', id: 'thornbury-running-club' };
const tenK = { id: 'thornbury-10k', title: 'Thornbury 10k', path: '/events/thornbury-10k' };
const group: ReferencingGroup = { heading: 'Events by', all: { path: '/events', label: 'events' }, items: [tenK] };

function pageCarries(text: string): void {
  document.body.innerHTML = `<script type="application/json" id="${EMBEDDED_REFERENCING_ID}">${text}</script>`;
  forgetEmbeddedReferencing();
}

afterEach(() => {
  setBuildTimeReferencing(undefined);
  document.body.innerHTML = '';
  forgetEmbeddedReferencing();
});

describe('the lists of what points at an item, as a prerendered page carries them', () => {
  it('the build draws what its lookup finds and the page carries exactly that, once', () => {
    setBuildTimeReferencing((_, target) => (target.id === club.id ? [group] : undefined));
    expect(initialReferencing(sources, club)).toEqual([group]);
    const block = takeReferencingDrawn();
    expect(takeReferencingDrawn()).toBeUndefined();
    expect(initialReferencing(sources, { path: 'clubs', id: 'another' })).toBeUndefined();
    expect(takeReferencingDrawn()).toBeUndefined();

    // In the browser: the same groups from the page, for this item only.
    setBuildTimeReferencing(undefined);
    document.body.innerHTML = block ?? '';
    forgetEmbeddedReferencing();
    expect(initialReferencing(sources, club)).toEqual([group]);
    expect(initialReferencing(sources, { path: 'clubs', id: 'another' })).toBeUndefined();
  });

  it('keeps text that would end the script block inside it', () => {
    const sneaky = { ...group, items: [{ ...tenK, title: '</script><img src=x onerror=alert(1)>' }] };
    setBuildTimeReferencing(() => [sneaky]);
    initialReferencing(sources, club);
    const block = takeReferencingDrawn() ?? '';
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    setBuildTimeReferencing(undefined);
    document.body.innerHTML = block;
    forgetEmbeddedReferencing();
    expect(initialReferencing(sources, club)?.[0]?.items[0]?.title).toBe(sneaky.items[0]?.title);
  });

  it.each([
    ['a link out of the app', { ...group, all: { path: 'javascript:alert(1)', label: 'events' } }],
    ['a link to another site', { ...group, items: [{ ...tenK, path: '//elsewhere.example/x' }] }],
    ['an item without a title', { ...group, items: [{ id: 'x', path: '/events/x' }] }],
    ['too many items', { ...group, items: Array.from({ length: 501 }, () => tenK) }],
  ])('refuses a page whose groups hold %s: the lists load instead', (_, bad) => {
    pageCarries(JSON.stringify({ 'clubs/thornbury-running-club': [group, bad] }));
    expect(initialReferencing(sources, club)).toBeUndefined();
  });

  it('a broken block is no block', () => {
    pageCarries('{"clubs/thornbury-running-club": [');
    expect(initialReferencing(sources, club)).toBeUndefined();
  });
});
