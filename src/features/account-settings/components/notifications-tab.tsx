import { SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { SectionCard } from '@/components/account/section-card';
import { useTranslation } from '@/lib/i18n-react';
import { useSaveNotification } from '../api';
import {
  notificationFieldsSchema,
  notificationSchema,
  type Notification,
  type NotificationFlag,
} from '../types';
import { cardForm, useSectionForm } from './use-section-form';

const fieldsOf = ({ version: _version, ...flags }: Notification) => flags;

const groups = {
  activity: ['commentOnArticle', 'answerOnForm', 'followMe'],
  application: ['newAnnouncements', 'productUpdates', 'blogDigest'],
} as const satisfies Record<string, readonly NotificationFlag[]>;

/** The six e-mail notices, switched on or off and saved together. */
export function NotificationsTab({ stored }: { stored: Notification }) {
  const { t } = useTranslation('account-settings');
  const save = useSaveNotification();
  const section = useSectionForm({
    schema: notificationFieldsSchema,
    stored,
    storedSchema: notificationSchema,
    values: fieldsOf,
    save: (values, version) => save.mutateAsync({ ...values, version }),
    savedMessage: t('toasts.notificationsSaved'),
    refused: {},
  });
  const { form } = section;

  return (
    <SectionCard
      title={t('notifications.title')}
      text={t('notifications.text')}
      form={cardForm(section, t('notifications.failed'))}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {(Object.keys(groups) as (keyof typeof groups)[]).map((group) => (
          <FlagGroup key={group} title={t(`notifications.${group}`)}>
            {groups[group].map((flag) => (
              <Switch
                key={flag}
                label={t(`notifications.flags.${flag}`)}
                {...form.getInputProps(flag, { type: 'checkbox' })}
              />
            ))}
          </FlagGroup>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}

function FlagGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack gap="sm" role="group" aria-labelledby={id}>
      <Text fw={600} size="sm" id={id}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}
