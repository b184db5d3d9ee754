import { Carousel, type CarouselProps } from '@mantine/carousel';
import '@mantine/carousel/styles.layer.css';
import { Button, Group, UnstyledButton, VisuallyHidden } from '@mantine/core';
import Autoplay from 'embla-carousel-autoplay';
import { Pause, Play } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import { useDirection } from '@/lib/document-settings';
import { useTranslation } from '@/lib/i18n-react';
import classes from './carousel.module.css';

type Embla = Parameters<NonNullable<CarouselProps['getEmblaApi']>>[0];

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
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState(0);
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
    const read = () => {
      setSelected(embla.selectedScrollSnap());
      setSnaps(embla.scrollSnapList().length);
    };
    read();
    apply();
    // A drag's release restarts embla's autoplay: the reasons to stand still win.
    embla.on('select', read).on('reInit', read).on('pointerUp', apply);
    return () => {
      embla.off('select', read).off('reInit', read).off('pointerUp', apply);
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

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!embla) return;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, () => void> = {
      [forward]: () => embla.scrollNext(),
      [backward]: () => embla.scrollPrev(),
      Home: () => embla.scrollTo(0),
      End: () => embla.scrollTo(embla.scrollSnapList().length - 1),
    };
    const move = moves[event.key];
    if (!move || event.target !== event.currentTarget) return;
    event.preventDefault();
    move();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) hold('focus', false);
  };

  const playing = Boolean(plugin) && !paused;
  return (
    <div>
      <Carousel
        className={classes.root}
        tabIndex={0}
        aria-label={label}
        aria-roledescription={t('carousel.roleDescription')}
        withKeyboardEvents={false}
        emblaOptions={{ direction: rtl ? 'rtl' : 'ltr', loop, align: 'start' }}
        plugins={plugin ? [plugin] : []}
        getEmblaApi={setEmbla}
        previousControlProps={{ 'aria-label': t('carousel.previous') }}
        nextControlProps={{ 'aria-label': t('carousel.next') }}
        onKeyDown={onKeyDown}
        onMouseEnter={() => hold('hover', true)}
        onMouseLeave={() => hold('hover', false)}
        onFocus={() => hold('focus', true)}
        onBlur={onBlur}
        {...sizing}
      >
        {children}
      </Carousel>
      <VisuallyHidden aria-live={playing ? 'off' : 'polite'} aria-atomic="true">
        {snaps > 0 && t('carousel.status', { index: selected + 1, count: snaps })}
      </VisuallyHidden>
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
        <div className={classes.dots}>
          {Array.from({ length: snaps }, (_, index) => (
            <UnstyledButton
              key={index}
              className={classes.dot}
              aria-label={t('carousel.goTo', { index: index + 1, count: snaps })}
              aria-current={index === selected}
              onClick={() => embla?.scrollTo(index)}
            />
          ))}
        </div>
      </Group>
    </div>
  );
}
