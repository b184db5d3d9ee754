import { describe, expect, it } from 'vitest';
import { readScrollEdges } from './use-scroll-edges';

/** A region's sizes as the browser reports them. */
const region = (scrollWidth: number, clientWidth: number, scrollLeft: number) =>
  ({ scrollWidth, clientWidth, scrollLeft }) as HTMLElement;

describe('readScrollEdges', () => {
  it('sees nothing out of view in a region that fits', () => {
    expect(readScrollEdges(region(320, 320, 0))).toEqual({ start: false, end: false });
    // A pixel of rounding is no overflow.
    expect(readScrollEdges(region(321, 320, 0))).toEqual({ start: false, end: false });
  });

  it('sees more at the end, at both ends, then at the start, left to right', () => {
    expect(readScrollEdges(region(800, 320, 0))).toEqual({ start: false, end: true });
    expect(readScrollEdges(region(800, 320, 200))).toEqual({ start: true, end: true });
    expect(readScrollEdges(region(800, 320, 480))).toEqual({ start: true, end: false });
  });

  it('reads right to left, where the browser counts scrollLeft down from 0', () => {
    expect(readScrollEdges(region(800, 320, 0))).toEqual({ start: false, end: true });
    expect(readScrollEdges(region(800, 320, -200))).toEqual({ start: true, end: true });
    expect(readScrollEdges(region(800, 320, -480))).toEqual({ start: true, end: false });
  });
});
