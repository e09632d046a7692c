// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SegmentedChoice } from './segmented-choice';

const SEASONS = [
  { value: 'spring', label: 'Spring' },
  { value: 'summer', label: 'Summer' },
  { value: 'autumn', label: 'Autumn' },
];

function Harness({ onChange, reselectable }: { onChange?: (value: string) => void; reselectable?: boolean }) {
  const [value, setValue] = useState('spring');
  return (
    <SegmentedChoice
      aria-label="Season"
      data={SEASONS}
      value={value}
      reselectable={reselectable}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('SegmentedChoice', () => {
  afterEach(cleanup);

  it('is a named radio group with the current choice checked', () => {
    render(<Harness />);
    const group = screen.getByRole('radiogroup', { name: 'Season' });
    expect(group).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Spring' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Summer' }) as HTMLInputElement).checked).toBe(false);
  });

  it('reselectable: choosing the option already checked reports it, once; otherwise it reports nothing', () => {
    const chosen: string[] = [];
    render(<Harness reselectable onChange={(value) => chosen.push(value)} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Spring' }));
    expect(chosen).toEqual(['spring']);
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Spring' }), { key: ' ' });
    expect(chosen).toEqual(['spring', 'spring']);
    fireEvent.click(screen.getByRole('radio', { name: 'Summer' }));
    expect(chosen).toEqual(['spring', 'spring', 'summer']);
    cleanup();
    const plain: string[] = [];
    render(<Harness onChange={(value) => plain.push(value)} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Spring' }));
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Spring' }), { key: ' ' });
    expect(plain).toEqual([]);
  });

  it('reports a new choice and shows it checked', () => {
    const chosen: string[] = [];
    render(<Harness onChange={(value) => chosen.push(value)} />);
    fireEvent.click(screen.getByText('Autumn'));
    expect(chosen).toEqual(['autumn']);
    expect((screen.getByRole('radio', { name: 'Autumn' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Spring' }) as HTMLInputElement).checked).toBe(false);
  });

  it('keeps separate groups apart', () => {
    render(
      <>
        <Harness />
        <Harness />
      </>,
    );
    const [first, second] = screen.getAllByRole('radio', { name: 'Summer' }) as HTMLInputElement[];
    expect(first?.name).not.toBe(second?.name);
  });
});
