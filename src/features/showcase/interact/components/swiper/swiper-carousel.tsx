import { Carousel, type CarouselProps } from '@mantine/carousel';
import '@mantine/carousel/styles.layer.css';
import { useReducedMotion } from '@mantine/hooks';
import { useState, type ReactElement } from 'react';
import {
  CarouselDots,
  carouselKeys,
  carouselRootClass,
  CarouselStatus,
  useCarouselPosition,
  type Embla,
} from '@/components/carousel/carousel-parts';
import { useDirection } from '@/lib/document-settings';
import { useTranslation } from '@/lib/i18n-react';
import classes from './swiper.module.css';

export type { Embla };

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
  const { selected, snaps } = useCarouselPosition(embla);
  const vertical = orientation === 'vertical';

  return (
    <div>
      <Carousel
        className={carouselRootClass}
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
        onKeyDown={carouselKeys(embla, { rtl, vertical })}
        {...sizing}
      >
        {children}
      </Carousel>
      <CarouselStatus
        text={snaps > 0 ? t('swiper.status', { index: selected + 1, count: snaps }) : null}
      />
      {dots && snaps > 1 && (
        <CarouselDots
          embla={embla}
          selected={selected}
          snaps={snaps}
          label={(index, count) => t('swiper.goTo', { index, count })}
          className={classes.dotsBelow}
        />
      )}
    </div>
  );
}
