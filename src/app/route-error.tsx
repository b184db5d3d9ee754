import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { RotateCw } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { LogoMark } from '@/components/brand/logo';

/** What a page that crashed shows instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  // A deploy replaced the chunks this tab knew about: a reload fetches the new ones.
  const staleChunk = /dynamically imported module|Importing a module script failed/i.test(message);
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="md" maw={520} ta="center">
        <LogoMark size={48} />
        <Title order={1}>{staleChunk ? t('crash.staleTitle') : t('crash.title')}</Title>
        <Text c="dimmed">{staleChunk ? t('crash.staleText') : t('crash.text')}</Text>
        {!staleChunk && import.meta.env.DEV && <Code block>{message}</Code>}
        <Stack gap="xs" w="100%" maw={260}>
          <Button
            leftSection={<RotateCw size={16} aria-hidden="true" />}
            onClick={() => window.location.reload()}
          >
            {t('crash.reload')}
          </Button>
          <Button component={Link} to="/" variant="subtle" reloadDocument>
            {t('actions.goHome')}
          </Button>
        </Stack>
      </Stack>
    </Center>
  );
}
