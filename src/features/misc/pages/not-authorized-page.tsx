import { Button, Group } from '@mantine/core';
import { useTranslation } from '@/lib/i18n-react';
import { Link } from 'react-router';
import { LockedShield } from '../components/illustrations';
import { MiscPage } from '../components/misc-page';

export const namespaces = ['misc'] as const;

export default function NotAuthorizedPage() {
  const { t } = useTranslation('misc');
  return (
    <MiscPage
      code={t('notAuthorized.code')}
      title={t('notAuthorized.title')}
      text={t('notAuthorized.text')}
      illustration={<LockedShield />}
    >
      <Group justify="center" mt="xs">
        <Button component={Link} to="/">
          {t('goHome')}
        </Button>
        <Button component={Link} to="/login" variant="default">
          {t('notAuthorized.otherAccount')}
        </Button>
      </Group>
    </MiscPage>
  );
}
