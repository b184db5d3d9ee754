import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { carouselKeys, type Embla } from './carousel-parts';

function fakeEmbla() {
  return {
    scrollNext: vi.fn(),
    scrollPrev: vi.fn(),
    scrollTo: vi.fn(),
    scrollSnapList: () => [0, 1, 2, 3, 4],
  };
}

/** A key pressed on the region itself. */
const press = (key: string) => {
  const target = {};
  return {
    key,
    target,
    currentTarget: target,
    preventDefault: vi.fn(),
  } as unknown as KeyboardEvent<HTMLDivElement> & { preventDefault: ReturnType<typeof vi.fn> };
};

describe('carouselKeys', () => {
  it('goes forward with the arrow towards the reading end, left to right', () => {
    const embla = fakeEmbla();
    const onKey = carouselKeys(embla as unknown as Embla, { rtl: false });
    onKey(press('ArrowRight'));
    onKey(press('ArrowLeft'));
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
    expect(embla.scrollPrev).toHaveBeenCalledTimes(1);
  });

  it('mirrors the arrows in right to left, and takes down and up when vertical', () => {
    const embla = fakeEmbla();
    carouselKeys(embla as unknown as Embla, { rtl: true })(press('ArrowLeft'));
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
    carouselKeys(embla as unknown as Embla, { rtl: true, vertical: true })(press('ArrowDown'));
    expect(embla.scrollNext).toHaveBeenCalledTimes(2);
  });

  it('goes to the first and last stops with Home and End, and leaves other keys alone', () => {
    const embla = fakeEmbla();
    const onKey = carouselKeys(embla as unknown as Embla, { rtl: false });
    onKey(press('End'));
    onKey(press('Home'));
    expect(embla.scrollTo.mock.calls).toEqual([[4], [0]]);
    const preventDefault = vi.fn();
    onKey({ ...press('Tab'), preventDefault });
    expect(preventDefault).not.toHaveBeenCalled();
  });

  it('leaves a key pressed on a control inside the carousel to that control', () => {
    const embla = fakeEmbla();
    const event = {
      ...press('ArrowRight'),
      target: {},
    } as unknown as KeyboardEvent<HTMLDivElement>;
    carouselKeys(embla as unknown as Embla, { rtl: false })(event);
    expect(embla.scrollNext).not.toHaveBeenCalled();
  });
});
