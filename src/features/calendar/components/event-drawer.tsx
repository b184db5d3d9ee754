import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { lazyPiece } from '@/components/query-state/lazy-piece';
import { SideDrawer } from '@/components/side-drawer/side-drawer';
import { toast } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';
import { useRemoveEvent } from '../api';
import type { CalendarEvent } from '../types';
import type { EventDraft } from './event-form';

const EventForm = lazyPiece(() => import('./event-form'));

/** What the drawer shows: a new event (with its place), an event to edit, or nothing. */
export type DrawerState =
  { mode: 'new'; draft?: EventDraft } | { mode: 'edit'; event: CalendarEvent } | null;

interface EventDrawerProps {
  state: DrawerState;
  onClose: () => void;
}

/** Adding or editing an event, from the side where the reading direction ends; delete asks first. */
export function EventDrawer({ state, onClose }: EventDrawerProps) {
  const { t } = useTranslation('calendar');
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveEvent();
  const event = state?.mode === 'edit' ? state.event : undefined;
  const draft = state?.mode === 'new' ? state.draft : undefined;

  const onSaved = () => {
    toast.success(t(event ? 'toasts.saved' : 'toasts.added'));
    onClose();
  };

  return (
    <>
      <SideDrawer
        opened={state !== null}
        onClose={onClose}
        title={event ? t('form.editTitle') : t('form.addTitle')}
        skeleton={[36, 36, 24, 36, 36, 36, 36, 90]}
      >
        {state && (
          <EventForm
            key={event?.id ?? `new-${draft?.start ?? ''}`}
            event={event}
            draft={draft}
            onSaved={onSaved}
            onCancel={onClose}
            onDelete={event ? () => setConfirming(true) : undefined}
          />
        )}
      </SideDrawer>
      <Modal
        opened={confirming && event !== undefined}
        onClose={() => setConfirming(false)}
        title={t('confirm.title')}
        centered
      >
        <Text size="sm">{t('confirm.text', { title: event?.title ?? '' })}</Text>
        <Group justify="flex-end" gap="xs" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('form.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => {
              if (!event) return;
              remove.mutate(event.id, {
                // The mutation says "removed" (its `successMessage`).
                onSuccess: () => {
                  setConfirming(false);
                  onClose();
                },
              });
            }}
          >
            {t('confirm.delete')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
