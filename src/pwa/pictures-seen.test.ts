import { describe, expect, it } from 'vitest';
import { KEEP_PICTURES_SEEN_MESSAGE, MAX_PICTURES_SEEN, picturesSeen, picturesSeenIn } from './pictures-seen';

const entry = (name: string, initiatorType = 'img') => ({ name, initiatorType });

describe('pictures a page showed before its service worker was in control', () => {
  it('takes the pictures the page loaded and shows, each once, not scripts, styles or data addresses', () => {
    const entries = [
      entry('https://hub.example/screenshots/wide-home.jpg?size=small'),
      entry('https://hub.example/assets/index-abc.js', 'script'),
      entry('https://hub.example/assets/index-abc.css', 'link'),
      entry('https://hub.example/screenshots/wide-home.jpg?size=small'),
      entry('https://storage.example/o/images%2Fevents%2Fa.jpg?alt=media&token=t'),
    ];
    const shown = ['https://hub.example/icons/logo.png', 'data:image/png;base64,AAAA', 'blob:https://hub.example/1'];
    expect(picturesSeen(entries, shown)).toEqual([
      'https://hub.example/screenshots/wide-home.jpg?size=small',
      'https://storage.example/o/images%2Fevents%2Fa.jpg?alt=media&token=t',
      'https://hub.example/icons/logo.png',
    ]);
  });

  it('tells a bounded number', () => {
    const many = Array.from({ length: 300 }, (_, index) => entry(`https://hub.example/p/${index}.jpg`));
    expect(picturesSeen(many, [])).toHaveLength(MAX_PICTURES_SEEN);
  });

  it('the worker reads only its own message, and only the text addresses in it', () => {
    expect(picturesSeenIn({ type: KEEP_PICTURES_SEEN_MESSAGE, urls: ['https://hub.example/a.jpg', 4, null] })).toEqual([
      'https://hub.example/a.jpg',
    ]);
    expect(picturesSeenIn({ type: 'SKIP_WAITING' })).toBeUndefined();
    expect(picturesSeenIn({ type: KEEP_PICTURES_SEEN_MESSAGE, urls: 'https://hub.example/a.jpg' })).toBeUndefined();
    expect(picturesSeenIn(null)).toBeUndefined();
    const tooMany = Array.from({ length: 500 }, (_, index) => `https://hub.example/p/${index}.jpg`);
    expect(picturesSeenIn({ type: KEEP_PICTURES_SEEN_MESSAGE, urls: tooMany })).toHaveLength(MAX_PICTURES_SEEN);
  });
});
