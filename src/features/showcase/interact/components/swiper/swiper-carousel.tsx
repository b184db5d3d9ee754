import { Carousel, type CarouselProps } from '@mantine/carousel';
import '@mantine/carousel/styles.layer.css';
import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useDirection } from '@/lib/document-settings';
import { useTranslation } from '@/lib/i18n-react';
import overlay from '../../../overlay/components/carousel.module.css';

export type Embla = Parameters<NonNullable<CarouselProps['getEmblaApi']>>[0];

interface SwiperCarouselProps extends Pick<
  CarouselProps,
  'slideSize' | 'slideGap' | 'height' | 'orientation' | 'withControls'
> {
  /** The region's name ("Pousadas no litoral"). */
  label: string;
  loop?: boolean;
  /** Where a slide settles: at the start, or centred with its neighbours peeking. */
  align?: 'start' | 'center';
  /** Free drag: a flick glides and stops anywhere, not on a slide. */
  dragFree?: boolean;
  /** The dots under it. @default true */
  dots?: boolean;
  /** embla's API, for a piece that drives it (the thumbnails). */
  onApi?: (embla: Embla) => void;
  /** `Carousel.Slide`s. */
  children: ReactElement[];
}

/**
 * Mantine's carousel with the options the UI kit's carousel page leaves out (several free,
 * centred, vertical), in our words and both directions: a focusable region whose arrow keys
 * move along its axis (mirrored in right to left), Home and End, controls and dots named in
 * the active language, "Slide 2 de 5" said politely; with less motion asked for, it jumps.
 */
export function SwiperCarousel({
  label,
  loop = false,
  align = 'start',
  dragFree = false,
  dots = true,
  orientation = 'horizontal',
  onApi,
  children,
  ...sizing
}: SwiperCarouselProps) {
  const { t } = useTranslation('extensions-interact');
  const rtl = useDirection() === 'rtl';
  const still = useReducedMotion();
  const [embla, setEmbla] = useState<Embla | null>(null);
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState(0);
  const vertical = orientation === 'vertical';

  useEffect(() => {
    if (!embla) return;
    const read = () => {
      setSelected(embla.selectedScrollSnap());
      setSnaps(embla.scrollSnapList().length);
    };
    read();
    embla.on('select', read).on('reInit', read);
    return () => {
      embla.off('select', read).off('reInit', read);
    };
  }, [embla]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
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

  return (
    <div>
      <Carousel
        className={overlay.root}
        tabIndex={0}
        aria-label={label}
        aria-roledescription={t('swiper.roleDescription')}
        withKeyboardEvents={false}
        orientation={orientation}
        emblaOptions={{
          direction: rtl && !vertical ? 'rtl' : 'ltr',
          loop,
          align,
          dragFree,
          containScroll: loop ? false : 'trimSnaps',
          duration: still ? 0 : 25,
        }}
        getEmblaApi={(api) => {
          setEmbla(api);
          onApi?.(api);
        }}
        previousControlProps={{ 'aria-label': t('swiper.previous') }}
        nextControlProps={{ 'aria-label': t('swiper.next') }}
        onKeyDown={onKeyDown}
        {...sizing}
      >
        {children}
      </Carousel>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {snaps > 0 && t('swiper.status', { index: selected + 1, count: snaps })}
      </VisuallyHidden>
      {dots && snaps > 1 && (
        <div className={overlay.dots} style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
          {Array.from({ length: snaps }, (_, index) => (
            <UnstyledButton
              key={index}
              className={overlay.dot}
              aria-label={t('swiper.goTo', { index: index + 1, count: snaps })}
              aria-current={index === selected}
              onClick={() => embla?.scrollTo(index)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
