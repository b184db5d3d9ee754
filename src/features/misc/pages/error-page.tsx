import { useTranslation } from '@/lib/i18n-react';
import { LostTrail } from '../components/illustrations';
import { MiscPage } from '../components/misc-page';

export const namespaces = ['misc'] as const;

/** `/misc/error` and every unknown path. */
export default function ErrorPage() {
  const { t } = useTranslation('misc');
  return (
    <MiscPage
      code={t('error.code')}
      title={t('error.title')}
      text={t('error.text')}
      illustration={<LostTrail />}
    />
  );
}
