import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import {
  IconToolbar,
  TooltipColors,
  TooltipDelays,
  TooltipPlacements,
} from '../components/tooltip-examples';

export const namespaces = ['components-overlay'] as const;

/** `/components/tooltips`: twelve placements, hover and keyboard focus, colours, delays. */
export default function TooltipsPage() {
  const { t } = useTranslation('components-overlay');
  return (
    <CardGrid>
      <TitledCard title={t('tooltips.placements.title')} text={t('tooltips.placements.text')}>
        <TooltipPlacements />
      </TitledCard>
      <TitledCard title={t('tooltips.focus.title')} text={t('tooltips.focus.text')}>
        <IconToolbar />
      </TitledCard>
      <TitledCard title={t('tooltips.colors.title')} text={t('tooltips.colors.text')}>
        <TooltipColors />
      </TitledCard>
      <TitledCard title={t('tooltips.delays.title')} text={t('tooltips.delays.text')}>
        <TooltipDelays />
      </TitledCard>
    </CardGrid>
  );
}
