import { Carousel } from '@mantine/carousel';
import { Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { createRandom } from '@/lib/demo/random';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { SwiperCarousel, type Embla } from './swiper-carousel';
import classes from './swiper.module.css';

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug'] as const;

/** Each month's daily sales (thousands of reais), the same on every visit. */
const sales = months.map((_, month) => {
  const random = createRandom(2025 + month);
  return Array.from({ length: 12 }, () => random.int(20, 80));
});

function Report({ month }: { month: number }) {
  const { t } = useTranslation('extensions-interact');
  const format = useFormat();
  const days = sales[month] ?? [];
  const total = days.reduce((sum, value) => sum + value, 0) * 1000;
  const top = Math.max(...days);
  return (
    <>
      <Text size="sm" fw={600}>
        {t(`swiper.lazy.months.${months[month] ?? 'jan'}`)}
      </Text>
      <Text size="xs" c="dimmed">
        {t('swiper.lazy.total', { total: format.currency(total) })}
      </Text>
      <div className={classes.bars} aria-hidden="true">
        {days.map((value, index) => (
          <div key={index} className={classes.bar} style={{ height: `${(value / top) * 100}%` }} />
        ))}
      </div>
    </>
  );
}

/**
 * Monthly reports whose charts are drawn only when their slide comes near the view (the one
 * shown, its neighbours, anything embla sees): until then, a skeleton.
 */
export function LazySlides() {
  const { t } = useTranslation('extensions-interact');
  const [embla, setEmbla] = useState<Embla | null>(null);
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([0, 1]));

  useEffect(() => {
    if (!embla) return;
    const load = () => {
      const selected = embla.selectedScrollSnap();
      const near = [...embla.slidesInView(), selected - 1, selected, selected + 1].filter(
        (index) => index >= 0 && index < months.length,
      );
      setLoaded((current) =>
        near.every((index) => current.has(index)) ? current : new Set([...current, ...near]),
      );
    };
    load();
    embla.on('select', load).on('slidesInView', load);
    return () => {
      embla.off('select', load).off('slidesInView', load);
    };
  }, [embla]);

  return (
    <Stack gap="xs">
      <SwiperCarousel
        label={t('swiper.lazy.label')}
        slideSize={{ base: '100%', sm: '50%' }}
        slideGap="sm"
        onApi={setEmbla}
      >
        {months.map((month, index) => (
          <Carousel.Slide
            key={month}
            aria-roledescription={t('swiper.slide')}
            aria-label={t('swiper.slideOf', { index: index + 1, count: months.length })}
          >
            <div className={classes.report}>
              {loaded.has(index) ? (
                <Report month={index} />
              ) : (
                // Not loading: drawn when its slide comes near (a skeleton would say "loading").
                <div className={classes.placeholder} data-placeholder="" aria-hidden="true">
                  <span />
                  <span />
                  <span />
                </div>
              )}
            </div>
          </Carousel.Slide>
        ))}
      </SwiperCarousel>
      <Text size="xs" c="dimmed" aria-live="polite">
        {t('swiper.lazy.count', { loaded: loaded.size, count: months.length })}
      </Text>
    </Stack>
  );
}
