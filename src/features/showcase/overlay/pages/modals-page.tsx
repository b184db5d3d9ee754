import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { InviteModal } from '../components/invite-modal';
import { ModalSizes, NestedModals, ScrollingModal } from '../components/modal-examples';

export const namespaces = ['components-overlay'] as const;

/**
 * `/components/modals`: sizes, long content scrolled inside or with the page, a confirmation
 * on top of a modal, a form inside. Focus stays in the open modal and goes back to the button
 * that opened it; Escape closes the top one.
 */
export default function ModalsPage() {
  const { t } = useTranslation('components-overlay');
  return (
    <CardGrid>
      <TitledCard title={t('modals.sizes.title')} text={t('modals.sizes.text')}>
        <ModalSizes />
      </TitledCard>
      <TitledCard title={t('modals.scrolling.heading')} text={t('modals.scrolling.text')}>
        <ScrollingModal />
      </TitledCard>
      <TitledCard title={t('modals.nested.heading')} text={t('modals.nested.text')}>
        <NestedModals />
      </TitledCard>
      <TitledCard title={t('modals.form.heading')} text={t('modals.form.text')}>
        <InviteModal />
      </TitledCard>
    </CardGrid>
  );
}
