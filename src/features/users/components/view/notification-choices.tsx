import { Checkbox, Divider, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Fragment, useId } from 'react';
import type { CheckboxProps } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { notificationChannels, notificationKinds } from '../../types';
import classes from './user-view.module.css';

type Kind = (typeof notificationKinds)[number];
type Channel = (typeof notificationChannels)[number];

interface NotificationChoicesProps {
  /** A box's state and handlers (the form's), and whether it may change. */
  box: (kind: Kind, channel: Channel) => CheckboxProps & { disabled: boolean };
}

/** Each box says in full what it turns on ("Atividade da conta no aplicativo"). */
function useBoxLabel() {
  const { t } = useTranslation('user-view');
  return (kind: Kind, channel: Channel) =>
    t('notifications.checkbox', {
      kind: t(`notifications.kinds.${kind}`),
      channel: t(`notifications.by.${channel}`),
    });
}

/**
 * The notices by channel: a grid of boxes (kinds down, channels across) where it fits; on a
 * phone, each notice with its three boxes labelled beside them, so nothing scrolls sideways.
 */
export function NotificationChoices({ box }: NotificationChoicesProps) {
  const phone = useMediaQuery('(max-width: 30em)') ?? false;
  return phone ? <NotificationList box={box} /> : <NotificationMatrix box={box} />;
}

function NotificationMatrix({ box }: NotificationChoicesProps) {
  const { t } = useTranslation('user-view');
  const label = useBoxLabel();
  return (
    <Table.ScrollContainer minWidth={440} type="native">
      <Table
        className={classes.matrix}
        verticalSpacing="sm"
        aria-label={t('notifications.tableLabel')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('notifications.kind')}</Table.Th>
            {notificationChannels.map((channel) => (
              <Table.Th scope="col" key={channel}>
                {t(`notifications.channels.${channel}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {notificationKinds.map((kind) => (
            <Table.Tr key={kind}>
              <Table.Th scope="row" fw={500}>
                {t(`notifications.kinds.${kind}`)}
              </Table.Th>
              {notificationChannels.map((channel) => (
                <Table.Td key={channel}>
                  <Checkbox aria-label={label(kind, channel)} {...box(kind, channel)} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function NotificationList({ box }: NotificationChoicesProps) {
  const { t } = useTranslation('user-view');
  const label = useBoxLabel();
  const legendId = useId();
  return (
    <Stack gap="sm">
      {notificationKinds.map((kind, index) => (
        <Fragment key={kind}>
          {index > 0 && <Divider />}
          <div role="group" aria-labelledby={`${legendId}-${kind}`}>
            <Text size="sm" fw={600} id={`${legendId}-${kind}`} mb="xs">
              {t(`notifications.kinds.${kind}`)}
            </Text>
            <Group gap="lg">
              {notificationChannels.map((channel) => (
                <Checkbox
                  key={channel}
                  label={t(`notifications.channels.${channel}`)}
                  aria-label={label(kind, channel)}
                  {...box(kind, channel)}
                />
              ))}
            </Group>
          </div>
        </Fragment>
      ))}
    </Stack>
  );
}
