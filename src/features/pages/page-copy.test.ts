// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '@/lib/memory-storage';
import { textFingerprint } from '@/lib/text-fingerprint';
import {
  copiesFromDocuments,
  firstCopy,
  keepCopy,
  prerenderedCopy,
  readKeptCopy,
  setBuildTimeCopies,
} from './page-copy';

const shipped = { title: 'About', summary: '', html: '<p>Shipped.</p>' };
const published = { title: 'About the Hub', summary: 'Who we are.', html: '<p>Published.</p>' };

afterEach(() => setBuildTimeCopies({}));

describe('a page’s copy', () => {
  it('is the shipped text until a published copy has been kept on the device', () => {
    const storage = memoryStorage();
    expect(firstCopy('about', shipped, storage)).toEqual(shipped);
    keepCopy('about', published, storage);
    expect(readKeptCopy('about', storage)).toEqual(published);
    expect(firstCopy('about', shipped, storage)).toEqual(published);
    expect(firstCopy('privacy-policy', shipped, storage)).toEqual(shipped);
  });

  it('ignores a kept copy that is not one', () => {
    const storage = memoryStorage();
    storage.setItem('page-copy:about', '{"title":1}');
    expect(readKeptCopy('about', storage)).toBeUndefined();
    storage.setItem('page-copy:about', 'not json');
    expect(readKeptCopy('about', storage)).toBeUndefined();
  });

  it('is the build’s published copy in the prerender, before anything kept', () => {
    const storage = memoryStorage();
    keepCopy('about', shipped, storage);
    setBuildTimeCopies({ about: published });
    expect(firstCopy('about', shipped, storage)).toEqual(published);
  });

  it('is read back from a prerendered page still on screen', () => {
    document.body.innerHTML = `<div data-page-id="about" data-page-copy='${JSON.stringify(published)}'></div>`;
    expect(prerenderedCopy('about')).toEqual(published);
    expect(prerenderedCopy('privacy-policy')).toBeUndefined();
    expect(firstCopy('about', shipped, memoryStorage())).toEqual(published);
    document.body.innerHTML = '';
  });

  it('is made from well-formed published documents only, their Markdown rendered and named by its key', () => {
    const copies = copiesFromDocuments(
      [
        { id: 'about', data: { title: 'About', summary: 'S', body: '# Hi' } },
        { id: 'privacy-policy', data: { title: 'Privacy', summary: 'S' } },
      ],
      (markdown) => `<rendered>${markdown}</rendered>`,
    );
    expect(copies).toEqual({
      about: { title: 'About', summary: 'S', html: '<rendered># Hi</rendered>', bodyKey: textFingerprint('# Hi') },
    });
  });
});
