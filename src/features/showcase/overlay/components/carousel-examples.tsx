import { Carousel } from '@mantine/carousel';
import { Badge, Stack, Text } from '@mantine/core';
import { Coffee, Leaf, Palette, Percent, Shirt, Snowflake, Truck, Utensils } from 'lucide-react';
import { useFormat } from '@/lib/use-format';
import { useTranslation } from '@/lib/i18n-react';
import classes from './carousel.module.css';
import { ShowcaseCarousel } from './showcase-carousel';

/** Our own pictures: the theme's colours in gradients (the darkest shades: white text stays readable). */
const gradient = (from: string, to: string) =>
  `linear-gradient(135deg, var(--mantine-color-${from}-9), var(--mantine-color-${to}-9))`;

const highlights = [
  { id: 'winter', Icon: Snowflake, from: 'indigo', to: 'mirante' },
  { id: 'freight', Icon: Truck, from: 'teal', to: 'cyan' },
  { id: 'coffee', Icon: Coffee, from: 'dark', to: 'grape' },
  { id: 'crafts', Icon: Palette, from: 'grape', to: 'red' },
  { id: 'organic', Icon: Leaf, from: 'teal', to: 'dark' },
] as const;

/** The store's highlights, one at a time, moving by themselves. */
export function HighlightsCarousel() {
  const { t } = useTranslation('components-overlay');
  const count = highlights.length;
  return (
    <ShowcaseCarousel label={t('carousel.highlights.label')} autoplay={5000} loop>
      {highlights.map(({ id, Icon, from, to }, index) => (
        <Carousel.Slide
          key={id}
          aria-roledescription={t('carousel.slide')}
          aria-label={t('carousel.slideOf', { index: index + 1, count })}
        >
          <div className={classes.hero} style={{ backgroundImage: gradient(from, to) }}>
            <Icon size={56} className={classes.heroIcon} aria-hidden="true" />
            <Text fw={700} fz="xl" lh={1.2}>
              {t(`carousel.highlights.slides.${id}.title`)}
            </Text>
            <Text size="sm">{t(`carousel.highlights.slides.${id}.caption`)}</Text>
          </div>
        </Carousel.Slide>
      ))}
    </ShowcaseCarousel>
  );
}

const products = [
  { id: 'mug', Icon: Coffee, cents: 4990, from: 'mirante', to: 'indigo' },
  { id: 'hammock', Icon: Shirt, cents: 28900, from: 'red', to: 'grape' },
  { id: 'board', Icon: Utensils, cents: 11990, from: 'teal', to: 'green' },
  { id: 'basket', Icon: Palette, cents: 8990, from: 'grape', to: 'indigo' },
  { id: 'beans', Icon: Leaf, cents: 3890, from: 'dark', to: 'teal' },
  { id: 'sale', Icon: Percent, cents: 1990, from: 'cyan', to: 'mirante' },
] as const;

/** Products, several in view (one on a phone, two on a tablet, three wider). */
export function ProductsCarousel() {
  const { t } = useTranslation('components-overlay');
  const format = useFormat();
  const count = products.length;
  return (
    <ShowcaseCarousel
      label={t('carousel.products.label')}
      slideSize={{ base: '100%', xs: '50%', md: '33.333333%' }}
      slideGap="md"
    >
      {products.map(({ id, Icon, cents, from, to }, index) => (
        <Carousel.Slide
          key={id}
          aria-roledescription={t('carousel.slide')}
          aria-label={t('carousel.slideOf', { index: index + 1, count })}
        >
          <Stack gap={6}>
            <div className={classes.picture} style={{ backgroundImage: gradient(from, to) }}>
              <Icon size={40} aria-hidden="true" />
            </div>
            <Text fw={600} size="sm">
              {t(`carousel.products.items.${id}`)}
            </Text>
            <Stack gap={2} align="flex-start">
              <Text size="sm">{format.currency(cents / 100)}</Text>
              {id === 'sale' && (
                <Badge variant="light" color="red">
                  {t('carousel.products.saleBadge')}
                </Badge>
              )}
            </Stack>
          </Stack>
        </Carousel.Slide>
      ))}
    </ShowcaseCarousel>
  );
}
