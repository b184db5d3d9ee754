import { useTranslation } from '@/lib/i18n-react';
import { Gears } from '../components/illustrations';
import { MiscPage } from '../components/misc-page';

export const namespaces = ['misc'] as const;

export default function MaintenancePage() {
  const { t } = useTranslation('misc');
  return (
    <MiscPage
      title={t('maintenance.title')}
      text={t('maintenance.text')}
      illustration={<Gears />}
    />
  );
}
