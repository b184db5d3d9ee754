import { Button, Group, List, Stack, Text } from '@mantine/core';
import { Bell, CircleCheck, CircleX, Info, Layers, MessageCircle, Undo2, X } from 'lucide-react';
import { useRef } from 'react';
import { toast, useOwnedToasts } from '@/components/toast';
import { useDirection } from '@/lib/document-settings';
import { useTranslation } from '@/lib/i18n-react';

const icon = (Icon: typeof Bell) => <Icon size={16} aria-hidden="true" />;

/** Each kind the app says things with: success, information, failure with its reason, undo, another way on. */
export function ToastKinds() {
  const { t } = useTranslation('components-overlay');
  const owned = useOwnedToasts();
  const product = t('toasts.kinds.product');
  return (
    <Group gap="sm">
      <Button
        color="teal.9"
        leftSection={icon(CircleCheck)}
        onClick={() => toast.success(t('toasts.kinds.successMessage'))}
      >
        {t('toasts.kinds.success')}
      </Button>
      <Button
        variant="light"
        leftSection={icon(Info)}
        onClick={() => toast.info(t('toasts.kinds.infoMessage'))}
      >
        {t('toasts.kinds.info')}
      </Button>
      <Button
        color="red.9"
        leftSection={icon(CircleX)}
        onClick={() =>
          toast.failure(t('toasts.kinds.failureMessage'), null, {
            reason: t('toasts.kinds.failureReason'),
          })
        }
      >
        {t('toasts.kinds.failure')}
      </Button>
      <Button
        variant="default"
        leftSection={icon(Undo2)}
        onClick={() =>
          owned.undo({
            id: 'overlay-undo',
            message: t('toasts.kinds.undoMessage', { product }),
            onUndo: () => toast.info(t('toasts.kinds.undone', { product })),
          })
        }
      >
        {t('toasts.kinds.undo')}
      </Button>
      <Button
        variant="default"
        leftSection={icon(MessageCircle)}
        onClick={() =>
          toast.action({
            message: t('toasts.kinds.actionMessage'),
            label: t('toasts.kinds.actionLabel'),
            onAction: () => toast.info(t('toasts.kinds.opened')),
          })
        }
      >
        {t('toasts.kinds.action')}
      </Button>
    </Group>
  );
}

const stacked = ['paid', 'picked', 'shipped'] as const;

/** Several at once: they stack under each other, newest last, four at most on screen. */
export function StackedToasts() {
  const { t } = useTranslation('components-overlay');
  const shown = useRef<string[]>([]);
  const showAll = () => {
    shown.current = stacked.map((step) => toast.success(t(`toasts.stack.${step}`)));
    shown.current.push(toast.info(t('toasts.stack.review')));
  };
  const hideAll = () => {
    shown.current.forEach((id) => toast.hide(id));
    shown.current = [];
  };
  return (
    <Group gap="sm">
      <Button leftSection={icon(Layers)} onClick={showAll}>
        {t('toasts.stack.show')}
      </Button>
      <Button variant="default" leftSection={icon(X)} onClick={hideAll}>
        {t('toasts.stack.hide')}
      </Button>
    </Group>
  );
}

/** Where they appear: the top corner at the reading end, mirrored in right to left. */
export function ToastPlacement() {
  const { t } = useTranslation('components-overlay');
  const rtl = useDirection() === 'rtl';
  return (
    <Stack gap="sm" align="flex-start">
      <List size="sm" spacing={4}>
        <List.Item>{t('toasts.placement.ltr')}</List.Item>
        <List.Item>{t('toasts.placement.rtl')}</List.Item>
      </List>
      <Text size="sm" fw={500}>
        {t(rtl ? 'toasts.placement.nowRtl' : 'toasts.placement.nowLtr')}
      </Text>
      <Button
        variant="light"
        leftSection={icon(Bell)}
        onClick={() => toast.info(t('toasts.placement.message'))}
      >
        {t('toasts.placement.show')}
      </Button>
    </Stack>
  );
}

/** A notice in each of the theme's colours, its name in the active language. */
const noticeColors = [
  'mirante',
  'blue',
  'teal',
  'green',
  'yellow',
  'orange',
  'red',
  'grape',
] as const;

export function ToastColors() {
  const { t } = useTranslation('components-overlay');
  return (
    <Group gap="xs">
      {noticeColors.map((color) => (
        <Button
          key={color}
          variant="light"
          color={color}
          leftSection={icon(Bell)}
          onClick={() =>
            toast.notice(
              t('toasts.colors.message', { color: t(`toasts.colors.names.${color}`) }),
              color,
            )
          }
        >
          {t(`toasts.colors.names.${color}`)}
        </Button>
      ))}
    </Group>
  );
}
