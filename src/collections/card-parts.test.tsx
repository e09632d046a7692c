// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderInRouter } from '@/components/router-test-helpers';
import { CardSummary, PictureCard } from './card-parts';

afterEach(cleanup);

const picture = { url: '/images/hall.jpg', alt: 'The town hall', width: 800, height: 600 };

describe('PictureCard', () => {
  it('shows the picture across the top, then the text', () => {
    renderInRouter(
      <PictureCard image={picture} height={140} fit="cover">
        Town Hall
      </PictureCard>,
    );
    const card = screen.getByRole('article');
    expect(card.querySelector('.mantine-Card-section img')?.getAttribute('alt')).toBe('The town hall');
    expect(card.textContent).toBe('Town Hall');
  });

  it('leaves out a picture that is still uploading or whose address the policy refuses', () => {
    for (const image of [{ ...picture, url: '' }, { ...picture, url: 'javascript:alert(1)' }, null]) {
      renderInRouter(
        <PictureCard image={image} height={140} fit="cover">
          Town Hall
        </PictureCard>,
      );
      // No empty picture band above the text either.
      const card = screen.getByRole('article');
      expect(card.querySelector('.mantine-Card-section')).toBeNull();
      expect(card.textContent).toBe('Town Hall');
      cleanup();
    }
  });
});

describe('CardSummary', () => {
  it('shows the summary cut to two lines, and nothing when there is none', () => {
    renderInRouter(<CardSummary summary="Teams of up to six." />);
    const text = screen.getByText('Teams of up to six.');
    expect(text.style.getPropertyValue('--text-line-clamp')).toBe('2');
    cleanup();
    expect(renderInRouter(<CardSummary summary="" />).container.querySelector('.mantine-Text-root')).toBeNull();
  });
});
