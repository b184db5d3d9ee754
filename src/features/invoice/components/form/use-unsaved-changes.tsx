import { Button, Group, Modal, Text } from '@mantine/core';
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';

/**
 * Changes not saved yet: leaving for another page of the app asks first ("Descartar
 * alterações?"), and a reload or a closed tab gets the browser's own question. `release()`
 * lets the next navigation through without asking (the one after a successful save).
 */
export function useUnsavedChanges(dirty: boolean) {
  const { t } = useTranslation('invoice-form');
  const dirtyNow = useRef(dirty);
  const released = useRef(false);
  useEffect(() => {
    dirtyNow.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyNow.current && !released.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const blocked = blocker.state === 'blocked';
  const dialog = (
    <Modal opened={blocked} onClose={() => blocker.reset?.()} title={t('discard.title')} centered>
      <Text size="sm">{t('discard.text')}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" data-autofocus onClick={() => blocker.reset?.()}>
          {t('discard.keep')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('discard.confirm')}
        </Button>
      </Group>
    </Modal>
  );

  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { dialog, release };
}
