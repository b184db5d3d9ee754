import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { HighlightsCarousel, ProductsCarousel } from '../components/carousel-examples';

export const namespaces = ['components-overlay'] as const;

/**
 * `/components/carousel`: Mantine's carousel (embla, with its autoplay plugin), only on this
 * page's chunk: highlights that move by themselves and stop under the pointer or the focus,
 * and products several in view; both move with the arrow keys, the controls and the dots.
 */
export default function CarouselPage() {
  const { t } = useTranslation('components-overlay');
  return (
    <CardGrid cols={1}>
      <TitledCard title={t('carousel.highlights.title')} text={t('carousel.highlights.text')}>
        <HighlightsCarousel />
      </TitledCard>
      <TitledCard title={t('carousel.products.title')} text={t('carousel.products.text')}>
        <ProductsCarousel />
      </TitledCard>
    </CardGrid>
  );
}
