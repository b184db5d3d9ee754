import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { ThumbnailGallery } from '../components/swiper/gallery';
import { LazySlides } from '../components/swiper/lazy-slides';
import {
  NoticesCarousel,
  ReviewsCarousel,
  StaysCarousel,
} from '../components/swiper/swiper-examples';

export const namespaces = ['extensions-interact'] as const;

/**
 * `/extensions/swiper`: Mantine's carousel (embla) in the variants the UI kit's carousel page
 * leaves out — several in view and free drag, centred in a loop, vertical, a gallery with
 * thumbnails, slides drawn when they come near — each with arrows, dots and the keyboard.
 */
export default function SwiperPage() {
  const { t } = useTranslation('extensions-interact');
  return (
    <CardGrid>
      <TitledCard title={t('swiper.multi.title')} text={t('swiper.multi.text')}>
        <StaysCarousel />
      </TitledCard>
      <TitledCard title={t('swiper.centered.title')} text={t('swiper.centered.text')}>
        <ReviewsCarousel />
      </TitledCard>
      <TitledCard title={t('swiper.gallery.title')} text={t('swiper.gallery.text')}>
        <ThumbnailGallery />
      </TitledCard>
      <TitledCard title={t('swiper.vertical.title')} text={t('swiper.vertical.text')}>
        <NoticesCarousel />
      </TitledCard>
      <TitledCard title={t('swiper.lazy.title')} text={t('swiper.lazy.text')}>
        <LazySlides />
      </TitledCard>
    </CardGrid>
  );
}
