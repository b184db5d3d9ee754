import { Card, Group, RingProgress, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { browsers } from '../../../advance-samples';
import classes from './advance.module.css';
import { CardHeading } from '../card-heading';

/** Sessions by browser: each share drawn as a ring and said in words beside it. */
export function UsageCard() {
  const { t } = useTranslation('card-gallery');
  const format = useFormat();
  return (
    <Card withBorder className={classes.full}>
      <CardHeading title={t('advance.usage.title')} subtitle={t('advance.usage.subtitle')} />
      <Stack component="ul" gap="sm" mt="md" className={classes.list}>
        {browsers.map((browser) => (
          <Group component="li" key={browser.name} gap="sm" wrap="nowrap">
            <RingProgress
              size={44}
              thickness={5}
              roundCaps
              sections={[{ value: browser.share * 100, color: browser.color }]}
              aria-hidden="true"
            />
            <div className={classes.grow}>
              <Text size="sm" fw={600}>
                {browser.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t('advance.usage.sessions', {
                  count: browser.sessions,
                  value: format.number(browser.sessions),
                })}
              </Text>
            </div>
            <Text size="sm" fw={700}>
              {format.percent(browser.share, 1)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
