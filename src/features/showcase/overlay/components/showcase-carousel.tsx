import { Carousel, type CarouselProps } from '@mantine/carousel';
import '@mantine/carousel/styles.layer.css';
import { Button, Group } from '@mantine/core';
import Autoplay from 'embla-carousel-autoplay';
import { Pause, Play } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type ReactElement,
} from 'react';
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

interface ShowcaseCarouselProps extends Pick<CarouselProps, 'slideSize' | 'slideGap' | 'height'> {
  /** The region's name ("Destaques da loja"). */
  label: string;
  /** Moves by itself every `autoplay` ms, pausing under the pointer, in focus, or when asked. */
  autoplay?: number;
  loop?: boolean;
  /** `Carousel.Slide`s. */
  children: ReactElement[];
}

const stillByChoice = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Mantine's carousel in our words and both directions: a focusable region named by `label`
 * whose arrow keys move towards the arrow's side (so mirrored in right to left), controls and
 * dots named in the active language, and "Slide 2 of 5" said politely when it does not move
 * by itself. Autoplay (embla's plugin) pauses while the pointer is over it or the focus is in
 * it, and has a pause button (a moving thing must be stoppable); someone who asked for less
 * motion gets it paused.
 */
export function ShowcaseCarousel({
  label,
  autoplay,
  loop = false,
  children,
  ...sizing
}: ShowcaseCarouselProps) {
  const { t } = useTranslation('components-overlay');
  const rtl = useDirection() === 'rtl';
  const [plugin] = useState(() =>
    autoplay
      ? Autoplay({
          delay: autoplay,
          playOnInit: false,
          stopOnInteraction: false,
          stopOnFocusIn: false,
          stopOnMouseEnter: false,
        })
      : null,
  );
  const [embla, setEmbla] = useState<Embla | null>(null);
  const { selected, snaps } = useCarouselPosition(embla);
  const [paused, setPaused] = useState(stillByChoice);
  // Why it stands still besides the button: the pointer over it, the focus in it.
  const holds = useRef({ hover: false, focus: false });
  const pausedRef = useRef(paused);

  const apply = useCallback(() => {
    if (!plugin || !embla) return;
    const still = pausedRef.current || holds.current.hover || holds.current.focus;
    if (still) plugin.stop();
    else if (!plugin.isPlaying()) plugin.play();
  }, [plugin, embla]);

  useEffect(() => {
    if (!embla) return;
    apply();
    // A drag's release restarts embla's autoplay: the reasons to stand still win.
    embla.on('pointerUp', apply);
    return () => {
      embla.off('pointerUp', apply);
    };
  }, [embla, apply]);

  const hold = (reason: 'hover' | 'focus', on: boolean) => {
    holds.current[reason] = on;
    apply();
  };
  const togglePause = () => {
    pausedRef.current = !paused;
    setPaused(!paused);
    apply();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) hold('focus', false);
  };

  const playing = Boolean(plugin) && !paused;
  return (
    <div>
      <Carousel
        className={carouselRootClass}
        tabIndex={0}
        aria-label={label}
        aria-roledescription={t('carousel.roleDescription')}
        withKeyboardEvents={false}
        emblaOptions={{ direction: rtl ? 'rtl' : 'ltr', loop, align: 'start' }}
        plugins={plugin ? [plugin] : []}
        getEmblaApi={setEmbla}
        previousControlProps={{ 'aria-label': t('carousel.previous') }}
        nextControlProps={{ 'aria-label': t('carousel.next') }}
        onKeyDown={carouselKeys(embla, { rtl })}
        onMouseEnter={() => hold('hover', true)}
        onMouseLeave={() => hold('hover', false)}
        onFocus={() => hold('focus', true)}
        onBlur={onBlur}
        {...sizing}
      >
        {children}
      </Carousel>
      <CarouselStatus
        quiet={playing}
        text={snaps > 0 ? t('carousel.status', { index: selected + 1, count: snaps }) : null}
      />
      <Group justify="center" gap="xs" mt="xs">
        {plugin && (
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={
              paused ? (
                <Play size={14} aria-hidden="true" />
              ) : (
                <Pause size={14} aria-hidden="true" />
              )
            }
            onClick={togglePause}
          >
            {paused ? t('carousel.play') : t('carousel.pause')}
          </Button>
        )}
        <CarouselDots
          embla={embla}
          selected={selected}
          snaps={snaps}
          label={(index, count) => t('carousel.goTo', { index, count })}
        />
      </Group>
    </div>
  );
}
