import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import {
  ConfirmPopover,
  PopoverPlacements,
  ProfilePopover,
  RenamePopover,
} from '../components/popover-examples';

export const namespaces = ['components-overlay'] as const;

/** `/components/popovers`: twelve placements, a small form, a card on hover and focus, a question. */
export default function PopoversPage() {
  const { t } = useTranslation('components-overlay');
  return (
    <CardGrid>
      <TitledCard title={t('popovers.placements.title')} text={t('popovers.placements.text')}>
        <PopoverPlacements />
      </TitledCard>
      <TitledCard title={t('popovers.form.title')} text={t('popovers.form.text')}>
        <RenamePopover />
      </TitledCard>
      <TitledCard title={t('popovers.hover.title')} text={t('popovers.hover.text')}>
        <ProfilePopover />
      </TitledCard>
      <TitledCard title={t('popovers.confirm.title')} text={t('popovers.confirm.text')}>
        <ConfirmPopover />
      </TitledCard>
    </CardGrid>
  );
}
