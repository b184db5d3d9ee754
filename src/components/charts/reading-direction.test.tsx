import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readingAxes, useReadingAxes } from './reading-direction';

afterEach(() => {
  document.documentElement.dir = 'ltr';
});

describe('readingAxes', () => {
  it('left to right: the axis as written, the value axis at the left', () => {
    const axes = readingAxes('ltr');
    expect(axes.rtl).toBe(false);
    expect(axes.start).toBe('left');
    expect(axes.recharts.xAxisProps.reversed).toBe(false);
    expect(axes.recharts.yAxisProps.orientation).toBe('left');
    expect(axes.chartjs).toEqual({ x: { reverse: false }, y: { position: 'left' } });
    expect(axes.apex.yaxis.opposite).toBe(false);
    expect(axes.inOrder(['jan.', 'fev.', 'mar.'])).toEqual(['jan.', 'fev.', 'mar.']);
    expect(axes.toX(300)).toBe(300);
    expect(axes.range(0, 1_200)).toEqual([0, 1_200]);
  });

  it('right to left: every x axis reversed, whatever it carries, the value axis at the right', () => {
    const axes = readingAxes('rtl');
    expect(axes.rtl).toBe(true);
    expect(axes.start).toBe('right');
    expect(axes.recharts.xAxisProps.reversed).toBe(true);
    expect(axes.recharts.yAxisProps).toMatchObject({ orientation: 'right' });
    expect(axes.chartjs).toEqual({ x: { reverse: true }, y: { position: 'right' } });
    expect(axes.apex.yaxis.opposite).toBe(true);
    // Categories in drawing order: the first at the right.
    expect(axes.inOrder(['jan.', 'fev.', 'mar.'])).toEqual(['mar.', 'fev.', 'jan.']);
    // Amounts on an axis that cannot be reversed: negated, read back the same way.
    expect(axes.toX(300)).toBe(-300);
    expect(axes.toX(axes.toX(300))).toBe(300);
    expect(Object.is(axes.toX(0), 0)).toBe(true);
    expect(axes.range(0, 1_200)).toEqual([-1_200, 0]);
    expect(axes.mirrorClass).toBe('mirror-rtl');
  });

  it('leaves the list it is given alone', () => {
    const months = ['jan.', 'fev.'] as const;
    readingAxes('rtl').inOrder(months);
    expect(months).toEqual(['jan.', 'fev.']);
  });
});

describe('useReadingAxes', () => {
  it("follows the page's direction live", async () => {
    const { result } = renderHook(() => useReadingAxes());
    expect(result.current.rtl).toBe(false);
    await act(async () => {
      document.documentElement.dir = 'rtl';
      await Promise.resolve();
    });
    expect(result.current.rtl).toBe(true);
    expect(result.current.chartjs.x.reverse).toBe(true);
  });
});
