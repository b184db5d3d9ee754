import { Badge, Divider, Group, Stack, Switch, Text } from '@mantine/core';
import { Check, Moon, Sun, X } from 'lucide-react';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';

/** Labels and icons inside the track, and a thumb that shows the state. */
export function SwitchInside() {
  const { t } = useTranslation('form-inputs');
  const [dark, setDark] = useState(false);
  const [sync, setSync] = useState(true);
  return (
    <Stack gap="md">
      <Switch
        size="lg"
        label={t('switch.inside.answers')}
        onLabel={t('switch.inside.on')}
        // Mantine's grey on the grey track is under AA: the page's text colour instead.
        offLabel={
          <span style={{ color: 'var(--mantine-color-text)' }}>{t('switch.inside.off')}</span>
        }
        defaultChecked
      />
      <Switch
        size="lg"
        label={t('switch.inside.dark')}
        checked={dark}
        onChange={(event) => setDark(event.currentTarget.checked)}
        onLabel={<Moon size={16} aria-hidden="true" />}
        offLabel={<Sun size={16} aria-hidden="true" />}
      />
      <Switch
        size="md"
        color="teal"
        label={t('switch.inside.sync')}
        checked={sync}
        onChange={(event) => setSync(event.currentTarget.checked)}
        thumbIcon={
          sync ? (
            <Check size={12} color="var(--mantine-color-teal-7)" aria-hidden="true" />
          ) : (
            <X size={12} color="var(--mantine-color-red-7)" aria-hidden="true" />
          )
        }
      />
    </Stack>
  );
}

const notices = ['email', 'push', 'sms', 'digest', 'news'] as const;
type Notice = (typeof notices)[number];

/** A settings list: each notice switched on or off, and what is on said below. */
export function NotificationSettings() {
  const { t } = useTranslation('form-inputs');
  const id = useId();
  const [on, setOn] = useState<ReadonlySet<Notice>>(new Set(['email', 'push']));
  const active = notices.filter((notice) => on.has(notice));
  const toggle = (notice: Notice, checked: boolean) =>
    setOn((current) => {
      const next = new Set(current);
      if (checked) next.add(notice);
      else next.delete(notice);
      return next;
    });
  return (
    <Stack gap="sm">
      <Stack gap="sm" role="group" aria-labelledby={id}>
        <Text id={id} size="sm" fw={600}>
          {t('switch.settings.group')}
        </Text>
        {notices.map((notice, index) => (
          <Fragment key={notice}>
            {index > 0 && <Divider />}
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="md">
              <Switch
                label={t(`switch.settings.${notice}`)}
                // Mantine's switch label holds the description too: the name is the label alone.
                aria-label={t(`switch.settings.${notice}`)}
                description={t(`switch.settings.${notice}Hint`)}
                checked={on.has(notice)}
                onChange={(event) => toggle(notice, event.currentTarget.checked)}
                labelPosition="left"
                styles={{ body: { justifyContent: 'space-between' } }}
                style={{ flex: 1 }}
              />
              <Badge variant="light" color={on.has(notice) ? 'teal' : 'gray'} miw="max-content">
                {on.has(notice) ? t('switch.settings.on') : t('switch.settings.off')}
              </Badge>
            </Group>
          </Fragment>
        ))}
      </Stack>
      <Text size="sm" aria-live="polite">
        {active.length === 0
          ? t('switch.settings.none')
          : t('switch.settings.summary', {
              count: active.length,
              names: active.map((notice) => t(`switch.settings.${notice}`)).join(', '),
            })}
      </Text>
    </Stack>
  );
}
