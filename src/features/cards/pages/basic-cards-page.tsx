import { useTranslation } from '@/lib/i18n-react';
import { AlignmentCards } from '../components/gallery/basic/alignment-cards';
import { CardGroup } from '../components/gallery/basic/card-group';
import { ColorCards } from '../components/gallery/basic/color-cards';
import { HeaderFooterCard, ListCard, SimpleCard } from '../components/gallery/basic/content-cards';
import {
  ImageBottomCard,
  ImageOverlayCard,
  ImageTopCard,
} from '../components/gallery/basic/image-cards';
import { PillsCard, TabsCard } from '../components/gallery/basic/navigation-cards';
import { GallerySection } from '../components/gallery/gallery-section';

export const namespaces = ['card-gallery'] as const;

/** `/cards/basic`: content cards, pictures, tabs, alignment, colours and a card group. */
export default function BasicCardsPage() {
  const { t } = useTranslation('card-gallery');
  return (
    <>
      <GallerySection title={t('basic.sections.content')}>
        <SimpleCard />
        <HeaderFooterCard />
        <ListCard />
      </GallerySection>
      <GallerySection title={t('basic.sections.images')}>
        <ImageTopCard />
        <ImageBottomCard />
        <ImageOverlayCard />
      </GallerySection>
      <GallerySection title={t('basic.sections.navigation')} cols={2}>
        <TabsCard />
        <PillsCard />
      </GallerySection>
      <GallerySection title={t('basic.sections.alignment')}>
        <AlignmentCards />
      </GallerySection>
      <GallerySection title={t('basic.sections.colors')} cols="none">
        <ColorCards />
      </GallerySection>
      <GallerySection
        title={t('basic.sections.group')}
        description={t('basic.sections.groupHint')}
        cols="none"
      >
        <CardGroup />
      </GallerySection>
    </>
  );
}
