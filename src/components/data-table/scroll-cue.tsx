import type { ReactNode, RefObject } from 'react';
import classes from './scroll-cue.module.css';
import { useScrollEdges } from './use-scroll-edges';

interface ScrollCueProps {
  /** The region that scrolls sideways (inside this frame). */
  scroller: RefObject<HTMLElement | null>;
  children: ReactNode;
  className?: string | undefined;
}

/**
 * Frames a region that may scroll sideways and shades the end (or ends) where more lies out
 * of view. The shade is decoration: the region itself is named and takes the focus.
 */
export function ScrollCue({ scroller, children, className }: ScrollCueProps) {
  const edges = useScrollEdges(scroller);
  return (
    <div
      className={className ? `${classes.frame} ${className}` : classes.frame}
      data-more-start={edges.start || undefined}
      data-more-end={edges.end || undefined}
    >
      {children}
    </div>
  );
}
