import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import {
  StackedToasts,
  ToastColors,
  ToastKinds,
  ToastPlacement,
} from '../components/toast-examples';

export const namespaces = ['components-overlay'] as const;

/**
 * `/components/toasts`: the app's own toasts (`@/components/toast`) — each kind, several
 * stacking, and where they appear (the top corner at the reading end).
 */
export default function ToastsPage() {
  const { t } = useTranslation('components-overlay');
  return (
    <CardGrid>
      <TitledCard title={t('toasts.kinds.title')} text={t('toasts.kinds.text')}>
        <ToastKinds />
      </TitledCard>
      <TitledCard title={t('toasts.colors.title')} text={t('toasts.colors.text')}>
        <ToastColors />
      </TitledCard>
      <TitledCard title={t('toasts.stack.title')} text={t('toasts.stack.text')}>
        <StackedToasts />
      </TitledCard>
      <TitledCard title={t('toasts.placement.title')} text={t('toasts.placement.text')}>
        <ToastPlacement />
      </TitledCard>
    </CardGrid>
  );
}
