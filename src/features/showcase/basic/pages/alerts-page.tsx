import { Alert, Button, Stack, Text } from '@mantine/core';
import { CircleAlert, CircleCheck, Info, RefreshCcw, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';

export const namespaces = ['components-basic'] as const;

const kinds = [
  { id: 'info', color: 'blue', Icon: Info },
  { id: 'success', color: 'teal', Icon: CircleCheck },
  { id: 'warning', color: 'yellow', Icon: TriangleAlert },
  { id: 'error', color: 'red', Icon: CircleAlert },
] as const;

const variants = ['light', 'filled', 'outline', 'default', 'transparent'] as const;
const notices = ['cookies', 'release', 'maintenance'] as const;
type Notice = (typeof notices)[number];

/** Three notices, each closed by its button; the count follows, and they can come back. */
function DismissibleAlerts() {
  const { t } = useTranslation('components-basic');
  const [shown, setShown] = useState<readonly Notice[]>(notices);
  return (
    <Stack gap="sm">
      {shown.map((id) => {
        const title = t(`alerts.dismiss.${id}.title`);
        return (
          <Alert
            key={id}
            color="mirante"
            title={title}
            icon={<Info size={18} aria-hidden="true" />}
            withCloseButton
            closeButtonLabel={t('alerts.dismiss.close', { title })}
            onClose={() => setShown((current) => current.filter((notice) => notice !== id))}
          >
            {t(`alerts.dismiss.${id}.body`)}
          </Alert>
        );
      })}
      <Text size="sm" role="status">
        {shown.length === 0
          ? t('alerts.dismiss.none')
          : t('alerts.dismiss.remaining', { count: shown.length })}
      </Text>
      {shown.length < notices.length && (
        <Button
          variant="default"
          leftSection={<RefreshCcw size={16} aria-hidden="true" />}
          onClick={() => setShown(notices)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('alerts.dismiss.restore')}
        </Button>
      )}
    </Stack>
  );
}

/** `/components/alerts`: the four kinds with icons, the variants, alerts that are dismissed. */
export default function AlertsPage() {
  const { t } = useTranslation('components-basic');
  return (
    <CardGrid>
      <TitledCard title={t('alerts.kinds.title')} text={t('alerts.kinds.text')}>
        <Stack gap="sm">
          {kinds.map(({ id, color, Icon }) => (
            <Alert
              key={id}
              color={color}
              title={t(`alerts.kinds.${id}.title`)}
              icon={<Icon size={18} aria-hidden="true" />}
            >
              {t(`alerts.kinds.${id}.body`)}
            </Alert>
          ))}
        </Stack>
      </TitledCard>

      <TitledCard title={t('alerts.variants.title')} text={t('alerts.variants.text')}>
        <Stack gap="sm">
          {variants.map((variant) => (
            <Alert
              key={variant}
              variant={variant}
              color="mirante"
              title={t(`common.variants.${variant}`)}
              icon={<Info size={18} aria-hidden="true" />}
            >
              {t('alerts.variants.body')}
            </Alert>
          ))}
        </Stack>
      </TitledCard>

      <TitledCard title={t('alerts.dismiss.title')} text={t('alerts.dismiss.text')}>
        <DismissibleAlerts />
      </TitledCard>
    </CardGrid>
  );
}
