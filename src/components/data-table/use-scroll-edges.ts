import { useEffect, useState, type RefObject } from 'react';

/** Which inline ends of a scroll region hold content out of view. */
export interface ScrollEdges {
  /** Content before the view (to the left in left to right, to the right in right to left). */
  start: boolean;
  end: boolean;
}

const none: ScrollEdges = { start: false, end: false };

/**
 * Reads a scroll region's inline edges. In right to left, Chromium and Firefox count
 * `scrollLeft` from 0 down to negative values: its size is how far from the start either way.
 */
export function readScrollEdges(element: HTMLElement): ScrollEdges {
  const hidden = element.scrollWidth - element.clientWidth;
  if (hidden <= 1) return none;
  const fromStart = Math.abs(element.scrollLeft);
  return { start: fromStart > 1, end: fromStart < hidden - 1 };
}

/**
 * Follows a region that may scroll sideways (a wide table on a phone): whether more lies
 * before or after what is in view, as it scrolls, resizes or its content changes. The state
 * changes only when an edge does, not on every scrolled pixel.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(none);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const next = readScrollEdges(element);
      setEdges((current) =>
        current.start === next.start && current.end === next.end ? current : next,
      );
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
  return edges;
}
