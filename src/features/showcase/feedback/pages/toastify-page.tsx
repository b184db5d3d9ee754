import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import {
  ActionToast,
  ClearToasts,
  ProgressToasts,
  ToastKinds,
  PersistentToast,
  UndoToasts,
} from '../components/toast-examples';

export const namespaces = ['extensions-feedback'] as const;

/**
 * `/extensions/toastify`: toasts as a toast library shows them, all through the app's own
 * `@/components/toast`: each kind, an undo, a button of its own, one that stays, "working…"
 * (a spinner) then the result in its place, and clearing them all.
 */
export default function ToastifyPage() {
  const { t } = useTranslation('extensions-feedback');
  return (
    <CardGrid>
      <TitledCard title={t('toastify.kinds.heading')} text={t('toastify.kinds.description')}>
        <ToastKinds />
      </TitledCard>
      <TitledCard title={t('toastify.undo.heading')} text={t('toastify.undo.description')}>
        <UndoToasts />
      </TitledCard>
      <TitledCard title={t('toastify.action.heading')} text={t('toastify.action.description')}>
        <ActionToast />
      </TitledCard>
      <TitledCard
        title={t('toastify.persistent.heading')}
        text={t('toastify.persistent.description')}
      >
        <PersistentToast />
      </TitledCard>
      <TitledCard title={t('toastify.progress.heading')} text={t('toastify.progress.description')}>
        <ProgressToasts />
      </TitledCard>
      <TitledCard title={t('toastify.clear.heading')} text={t('toastify.clear.description')}>
        <ClearToasts />
      </TitledCard>
    </CardGrid>
  );
}
