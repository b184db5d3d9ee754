import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import {
  CustomIcons,
  HalfStars,
  RatingColors,
  RatingSizes,
  ReadOnlyRating,
  TenStars,
} from '../components/rating-examples';
import { ReviewSummary } from '../components/review-summary';

export const namespaces = ['extensions-feedback'] as const;

/**
 * `/extensions/ratings`: Mantine's `Rating`: read-only with its figure, half stars, hearts,
 * thumbs and faces, sizes, colours, ten symbols, and a product's review summary with a form.
 * Every rating is named; a read-only one is one picture, an editable one a group of choices.
 */
export default function RatingsPage() {
  const { t } = useTranslation('extensions-feedback');
  return (
    <CardGrid>
      <TitledCard title={t('ratings.readOnly.heading')} text={t('ratings.readOnly.description')}>
        <ReadOnlyRating />
      </TitledCard>
      <TitledCard title={t('ratings.half.heading')} text={t('ratings.half.description')}>
        <HalfStars />
      </TitledCard>
      <TitledCard title={t('ratings.icons.heading')} text={t('ratings.icons.description')}>
        <CustomIcons />
      </TitledCard>
      <TitledCard title={t('ratings.ten.heading')} text={t('ratings.ten.description')}>
        <TenStars />
      </TitledCard>
      <TitledCard title={t('ratings.sizes.heading')} text={t('ratings.sizes.description')}>
        <RatingSizes />
      </TitledCard>
      <TitledCard title={t('ratings.colors.heading')} text={t('ratings.colors.description')}>
        <RatingColors />
      </TitledCard>
      <TitledCard title={t('ratings.review.heading')} text={t('ratings.review.description')}>
        <ReviewSummary />
      </TitledCard>
    </CardGrid>
  );
}
