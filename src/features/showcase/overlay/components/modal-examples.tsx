import { Button, Group, Modal, ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';

export const modalSizes = ['xs', 'sm', 'md', 'lg', 'xl', 'full'] as const;
type ModalSize = (typeof modalSizes)[number];

/** Below Mantine's `sm` (48em) a phone gets the whole screen. */
export function usePhone() {
  return useMediaQuery('(max-width: 47.99em)') ?? false;
}

/** One button per size; the modal says which one it is. */
export function ModalSizes() {
  const { t } = useTranslation('components-overlay');
  const [size, setSize] = useState<ModalSize | null>(null);
  const shown = size ?? 'md';
  return (
    <>
      <Group gap="xs">
        {modalSizes.map((each) => (
          <Button key={each} variant="light" onClick={() => setSize(each)}>
            {t(`modals.sizes.${each}`)}
          </Button>
        ))}
      </Group>
      <Modal
        opened={size !== null}
        onClose={() => setSize(null)}
        title={t('modals.sizes.dialog', { size: t(`modals.sizes.${shown}`) })}
        size={shown === 'full' ? '100%' : shown}
        fullScreen={shown === 'full'}
      >
        <Text size="sm">{t('modals.sizes.body')}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => setSize(null)}>{t('actions.understood')}</Button>
        </Group>
      </Modal>
    </>
  );
}

/** Long terms: scrolled inside the modal, or with the page behind it. */
export function ScrollingModal() {
  const { t } = useTranslation('components-overlay');
  const [opened, { open, close }] = useDisclosure(false);
  const [scroll, setScroll] = useState<'inside' | 'outside'>('inside');
  const clauses = t('modals.scrolling.clauses', { returnObjects: true });
  return (
    <Stack align="flex-start">
      <SegmentedControl
        aria-label={t('modals.scrolling.where')}
        value={scroll}
        onChange={(value) => setScroll(value === 'outside' ? 'outside' : 'inside')}
        data={[
          { value: 'inside', label: t('modals.scrolling.inside') },
          { value: 'outside', label: t('modals.scrolling.outside') },
        ]}
      />
      <Button onClick={open}>{t('modals.scrolling.open')}</Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('modals.scrolling.title')}
        size="lg"
        scrollAreaComponent={scroll === 'inside' ? ScrollArea.Autosize : undefined}
      >
        <Stack gap="sm">
          {clauses.map((clause, index) => (
            <Text key={clause} size="sm">
              <strong>{index + 1}.</strong> {clause}
            </Text>
          ))}
        </Stack>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            {t('actions.close')}
          </Button>
          <Button onClick={close}>{t('modals.scrolling.accept')}</Button>
        </Group>
      </Modal>
    </Stack>
  );
}

/** An order's details; deleting asks again in a second modal on top of the first. */
export function NestedModals() {
  const { t } = useTranslation('components-overlay');
  const [details, detailsState] = useDisclosure(false);
  const [confirm, confirmState] = useDisclosure(false);
  const phone = usePhone();
  const order = t('modals.nested.order');
  const remove = () => {
    confirmState.close();
    detailsState.close();
    toast.success(t('modals.nested.deleted', { order }));
  };
  return (
    <>
      <Button onClick={detailsState.open}>{t('modals.nested.open')}</Button>
      <Modal
        opened={details}
        onClose={detailsState.close}
        title={t('modals.nested.title', { order })}
        fullScreen={phone}
        // While the confirmation is on top, Escape belongs to it.
        closeOnEscape={!confirm}
      >
        <Stack gap={4}>
          <Text size="sm">{t('modals.nested.customer')}</Text>
          <Text size="sm">{t('modals.nested.items')}</Text>
          <Text size="sm" c="dimmed">
            {t('modals.nested.status')}
          </Text>
        </Stack>
        <Group justify="space-between" mt="lg">
          <Button
            color="red"
            variant="light"
            leftSection={<Trash2 size={16} aria-hidden="true" />}
            onClick={confirmState.open}
          >
            {t('modals.nested.delete')}
          </Button>
          <Button variant="default" onClick={detailsState.close}>
            {t('actions.close')}
          </Button>
        </Group>
      </Modal>
      <Modal
        opened={confirm}
        onClose={confirmState.close}
        title={t('modals.nested.confirmTitle')}
        size="sm"
        centered
        zIndex={300}
      >
        <Text size="sm">{t('modals.nested.confirmText', { order })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={confirmState.close}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" onClick={remove}>
            {t('modals.nested.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
