import {
  ActionIcon,
  Avatar,
  Badge,
  Box,
  Checkbox,
  Group,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { Check, CircleAlert, PackageCheck, ShoppingCart, Star, Truck, X } from 'lucide-react';
import { useState } from 'react';
import { TitledCard } from '@/components/section-card/titled-card';
import { toast, useOwnedToasts } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';
import classes from './list-group.module.css';

const notices = [
  { key: 'order', icon: ShoppingCart, color: 'mirante', badge: 'new' },
  { key: 'shipped', icon: Truck, color: 'teal', badge: null },
  { key: 'review', icon: Star, color: 'grape', badge: null },
  { key: 'stock', icon: CircleAlert, color: 'red', badge: 'urgent' },
  { key: 'delivered', icon: PackageCheck, color: 'cyan', badge: null },
] as const;

/** A store's notifications: an icon, a line, when, and a badge on some. */
export function NoticeListCard() {
  const { t } = useTranslation('components-nav');
  return (
    <TitledCard title={t('listGroup.notices.title')} text={t('listGroup.notices.text')}>
      <ul className={classes.group} aria-label={t('listGroup.notices.label')}>
        {notices.map(({ key, icon: Icon, color, badge }) => (
          <li key={key} className={classes.item}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" color={color} radius="xl" size="md">
                <Icon size={16} aria-hidden="true" />
              </ThemeIcon>
              <Box flex={1} miw={0}>
                <Text size="sm">{t(`listGroup.notices.${key}`)}</Text>
                <Text size="xs" c="dimmed">
                  {t(`listGroup.notices.${key}When`)}
                </Text>
              </Box>
              {badge && (
                <Badge variant="light" color={badge === 'urgent' ? 'red' : 'mirante'} size="sm">
                  {t(`listGroup.notices.${badge}`)}
                </Badge>
              )}
            </Group>
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}

const carriers = ['correios', 'jadlog', 'loggi', 'pickup'] as const;

/** Items that are buttons: one is chosen at a time; one cannot be. */
export function SelectableListCard() {
  const { t } = useTranslation('components-nav');
  const [chosen, setChosen] = useState<(typeof carriers)[number]>('correios');
  return (
    <TitledCard title={t('listGroup.selectable.title')} text={t('listGroup.selectable.text')}>
      <ul className={classes.group} aria-label={t('listGroup.selectable.label')}>
        {carriers.map((carrier) => (
          <li key={carrier}>
            <UnstyledButton
              className={classes.choice}
              aria-pressed={chosen === carrier}
              disabled={carrier === 'pickup'}
              onClick={() => setChosen(carrier)}
            >
              <Box flex={1} miw={0}>
                <Text size="sm" fw={500}>
                  {t(`listGroup.selectable.${carrier}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`listGroup.selectable.${carrier}Hint`)}
                </Text>
              </Box>
              {chosen === carrier && <Check size={16} aria-hidden="true" />}
            </UnstyledButton>
          </li>
        ))}
      </ul>
      <Text size="sm" mt="xs" aria-live="polite">
        {t('listGroup.selectable.chosen', { carrier: t(`listGroup.selectable.${chosen}`) })}
      </Text>
    </TitledCard>
  );
}

interface Invite {
  id: number;
  name: string;
  avatar: string;
  status: 'waiting' | 'accepted';
}

const firstInvites: Invite[] = [
  { id: 1, name: 'Beatriz Cardoso', avatar: '/images/avatars/3.svg', status: 'waiting' },
  { id: 2, name: 'Thiago Ribeiro', avatar: '/images/avatars/5.svg', status: 'waiting' },
  { id: 3, name: 'Larissa Monteiro', avatar: '', status: 'waiting' },
];

/** Each item with its own buttons: accept, or decline (undone from the toast). */
export function ActionListCard() {
  const { t } = useTranslation('components-nav');
  const toasts = useOwnedToasts();
  const [invites, setInvites] = useState(firstInvites);
  const accept = (invite: Invite) => {
    setInvites((all) =>
      all.map((item) => (item.id === invite.id ? { ...item, status: 'accepted' } : item)),
    );
    toast.success(t('listGroup.actions.acceptedToast', { name: invite.name }));
  };
  const decline = (invite: Invite) => {
    setInvites((all) => all.filter((item) => item.id !== invite.id));
    toasts.undo({
      id: `invite-${invite.id}`,
      message: t('listGroup.actions.declinedToast', { name: invite.name }),
      onUndo: () => setInvites((all) => [...all, invite].sort((a, b) => a.id - b.id)),
    });
  };
  return (
    <TitledCard title={t('listGroup.actions.title')} text={t('listGroup.actions.text')}>
      {invites.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('listGroup.actions.none')}
        </Text>
      ) : (
        <ul className={classes.group} aria-label={t('listGroup.actions.label')}>
          {invites.map((invite) => (
            <li key={invite.id} className={classes.item}>
              <Group gap="sm" wrap="nowrap">
                <Avatar
                  src={invite.avatar || null}
                  name={invite.name}
                  color="initials"
                  size="md"
                  alt=""
                />
                <Box flex={1} miw={0}>
                  <Text size="sm" fw={500} truncate>
                    {invite.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('listGroup.actions.role')}
                  </Text>
                </Box>
                {invite.status === 'accepted' ? (
                  <Badge variant="light" color="teal">
                    {t('listGroup.actions.accepted')}
                  </Badge>
                ) : (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="light"
                      color="teal"
                      aria-label={t('listGroup.actions.accept', { name: invite.name })}
                      onClick={() => accept(invite)}
                    >
                      <Check size={16} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="light"
                      color="red"
                      aria-label={t('listGroup.actions.decline', { name: invite.name })}
                      onClick={() => decline(invite)}
                    >
                      <X size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                )}
              </Group>
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}

const tasks = ['photos', 'prices', 'stock', 'shipping', 'publish'] as const;

/** Items with a checkbox each, how many are done, and one not yet possible. */
export function ChecklistCard() {
  const { t } = useTranslation('components-nav');
  const [done, setDone] = useState<string[]>(['photos', 'prices']);
  const toggle = (task: string) =>
    setDone((all) => (all.includes(task) ? all.filter((item) => item !== task) : [...all, task]));
  return (
    <TitledCard title={t('listGroup.checklist.title')} text={t('listGroup.checklist.text')}>
      <Stack gap="xs">
        <ul className={classes.group} aria-label={t('listGroup.checklist.label')}>
          {tasks.map((task) => (
            <li key={task} className={classes.item}>
              <Checkbox
                label={t(`listGroup.checklist.${task}`)}
                checked={done.includes(task)}
                onChange={() => toggle(task)}
                disabled={task === 'publish' && done.length < tasks.length - 1}
              />
            </li>
          ))}
        </ul>
        <Text size="sm" aria-live="polite">
          {t('listGroup.checklist.progress', { done: done.length, total: tasks.length })}
        </Text>
      </Stack>
    </TitledCard>
  );
}
