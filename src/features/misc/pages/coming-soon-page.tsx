import { useTranslation } from '@/lib/i18n-react';
import { Sunrise } from '../components/illustrations';
import { MiscPage } from '../components/misc-page';
import { NotifyForm } from '../components/notify-form';

export const namespaces = ['misc'] as const;

export default function ComingSoonPage() {
  const { t } = useTranslation('misc');
  return (
    <MiscPage title={t('comingSoon.title')} text={t('comingSoon.text')} illustration={<Sunrise />}>
      <NotifyForm />
    </MiscPage>
  );
}
