import type { CarouselProps } from '@mantine/carousel';
import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useEffect, useState, type KeyboardEvent } from 'react';
import classes from './carousel-parts.module.css';

/** embla's API, as Mantine's carousel hands it over. */
export type Embla = Parameters<NonNullable<CarouselProps['getEmblaApi']>>[0];

/** The class of a carousel's root: our live words in place of Mantine's, a focus ring. */
export const carouselRootClass = classes.root;

/** Which slide is shown, of how many stops, as embla moves (and re-measures). */
export function useCarouselPosition(embla: Embla | null) {
  const [position, setPosition] = useState({ selected: 0, snaps: 0 });
  useEffect(() => {
    if (!embla) return;
    const read = () =>
      setPosition({ selected: embla.selectedScrollSnap(), snaps: embla.scrollSnapList().length });
    read();
    embla.on('select', read).on('reInit', read);
    return () => {
      embla.off('select', read).off('reInit', read);
    };
  }, [embla]);
  return position;
}

/**
 * The carousel region's keys, when it has the focus itself: the arrow towards the reading
 * end goes forward (mirrored in right to left; down and up when it is vertical), Home and
 * End to the first and last.
 */
export function carouselKeys(
  embla: Embla | null,
  { rtl, vertical = false }: { rtl: boolean; vertical?: boolean },
) {
  return (event: KeyboardEvent<HTMLDivElement>) => {
    if (!embla || event.target !== event.currentTarget) return;
    const forward = vertical ? 'ArrowDown' : rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = vertical ? 'ArrowUp' : rtl ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, () => void> = {
      [forward]: () => embla.scrollNext(),
      [backward]: () => embla.scrollPrev(),
      Home: () => embla.scrollTo(0),
      End: () => embla.scrollTo(embla.scrollSnapList().length - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };
}

interface PositionProps {
  embla: Embla | null;
  selected: number;
  snaps: number;
}

/** "Slide 2 de 5", said when it changes (quiet while the carousel moves by itself). */
export function CarouselStatus({
  text,
  quiet = false,
}: {
  /** The words, or nothing before embla has measured. */
  text: string | null;
  quiet?: boolean;
}) {
  return (
    <VisuallyHidden aria-live={quiet ? 'off' : 'polite'} aria-atomic="true">
      {text}
    </VisuallyHidden>
  );
}

/** A dot per stop, the current one marked (`aria-current`) and wider; a click goes there. */
export function CarouselDots({
  embla,
  selected,
  snaps,
  label,
  className,
}: PositionProps & {
  /** The dot's name ("Ir para o slide 2 de 5"); `index` counts from 1. */
  label: (index: number, count: number) => string;
  className?: string;
}) {
  return (
    <div className={className ? `${classes.dots} ${className}` : classes.dots}>
      {Array.from({ length: snaps }, (_, index) => (
        <UnstyledButton
          key={index}
          className={classes.dot}
          aria-label={label(index + 1, snaps)}
          aria-current={index === selected}
          onClick={() => embla?.scrollTo(index)}
        />
      ))}
    </div>
  );
}
