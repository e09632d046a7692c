import { describe, expect, it } from 'vitest';
import { carriesListSources, keywordsOf, listFieldsOf, MAX_KEYWORDS, serverSearchWord, sortKeyOf } from './list-fields';

describe('sortKeyOf', () => {
  it('orders as people read: case and accents ignored, numbers by value', () => {
    const titles = ['stall 10', 'Stall 9', 'Église Café', 'eagle', 'Zebra'];
    const sorted = [...titles].sort((a, b) => (sortKeyOf(a) < sortKeyOf(b) ? -1 : 1));
    expect(sorted).toEqual(['eagle', 'Église Café', 'Stall 9', 'stall 10', 'Zebra']);
  });
});

describe('keywordsOf', () => {
  it('keeps each word and its beginnings from two letters', () => {
    expect(keywordsOf(['Swim club'])).toEqual(['sw', 'swi', 'swim', 'cl', 'clu', 'club']);
  });

  it('is bounded, the first texts first', () => {
    const many = Array.from({ length: 200 }, (_, index) => `word${index}xyz`).join(' ');
    const keywords = keywordsOf(['Title', many]);
    expect(keywords.length).toBe(MAX_KEYWORDS);
    expect(keywords.slice(0, 4)).toEqual(['ti', 'tit', 'titl', 'title']);
  });
});

describe('serverSearchWord', () => {
  it('asks for the longest word, cut to the kept length', () => {
    expect(serverSearchWord('the Thornbury swimming')).toBe('thornbury');
    expect(serverSearchWord('a')).toBeUndefined();
    expect(serverSearchWord('supercalifragilisticexpialidocious')).toBe('supercalifragilistic');
  });
});

describe('listFieldsOf', () => {
  it('adds the type’s own fields and its search text', () => {
    const fields = listFieldsOf(
      { searchText: (item: { venue: string }) => item.venue, listFields: () => ({ occursUntil: new Date(0) }) },
      { title: 'Quiz', summary: '', tags: ['Pub'], venue: 'Swan' },
    );
    expect(fields.sortKey).toBe('quiz');
    expect(fields.keywords).toEqual(expect.arrayContaining(['quiz', 'pub', 'swan']));
    expect(fields.occursUntil).toEqual(new Date(0));
  });

  it('is made only from a whole form’s save', () => {
    expect(carriesListSources({ title: 'A', summary: '', tags: [] })).toBe(true);
    expect(carriesListSources({ order: 3 })).toBe(false);
  });
});
