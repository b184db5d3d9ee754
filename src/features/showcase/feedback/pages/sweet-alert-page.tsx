import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import {
  AlertKinds,
  AsyncConfirm,
  ConfirmDelete,
  PlainAlert,
  PromptDialog,
  TimedAlert,
} from '../components/alert-examples';

export const namespaces = ['extensions-feedback'] as const;

/**
 * `/extensions/sweet-alert`: alerts and confirmations as dialogs (`@mantine/modals`): plain,
 * by kind, a confirmation answered both ways, one that waits for its work, a prompt, and one
 * that closes itself. Focus stays inside, Escape closes, the focus goes back to the opener.
 */
export default function SweetAlertPage() {
  const { t } = useTranslation('extensions-feedback');
  return (
    <CardGrid>
      <TitledCard title={t('sweetAlert.plain.heading')} text={t('sweetAlert.plain.description')}>
        <PlainAlert />
      </TitledCard>
      <TitledCard title={t('sweetAlert.kinds.heading')} text={t('sweetAlert.kinds.description')}>
        <AlertKinds />
      </TitledCard>
      <TitledCard
        title={t('sweetAlert.confirm.heading')}
        text={t('sweetAlert.confirm.description')}
      >
        <ConfirmDelete />
      </TitledCard>
      <TitledCard title={t('sweetAlert.async.heading')} text={t('sweetAlert.async.description')}>
        <AsyncConfirm />
      </TitledCard>
      <TitledCard title={t('sweetAlert.prompt.heading')} text={t('sweetAlert.prompt.description')}>
        <PromptDialog />
      </TitledCard>
      <TitledCard title={t('sweetAlert.timed.heading')} text={t('sweetAlert.timed.description')}>
        <TimedAlert />
      </TitledCard>
    </CardGrid>
  );
}
