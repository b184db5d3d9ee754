import { Avatar, Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { Mail } from 'lucide-react';
import { initials, safeAvatarUrl } from '@/lib/avatar';
import { useTranslation } from '@/lib/i18n-react';
import type { ContactEntry, FileEntry } from '../types';

export type SearchItem =
  { kind: 'file'; item: FileEntry } | { kind: 'contact'; item: ContactEntry };

/** The small card a file or a contact opens from the search. */
export function SearchDetail({
  selected,
  onClose,
}: {
  selected: SearchItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('search');
  return (
    <Modal
      opened={selected !== null}
      onClose={onClose}
      title={selected ? t(selected.kind === 'file' ? 'detail.file' : 'detail.contact') : ''}
      closeButtonProps={{ 'aria-label': t('detail.close') }}
      centered
    >
      {selected?.kind === 'file' && (
        <Group wrap="nowrap" align="flex-start">
          <Image src={selected.item.file} w={48} h={58} fit="contain" alt="" />
          <Stack gap={4}>
            <Text fw={600}>{selected.item.title}</Text>
            <Text size="sm">
              {t('detail.owner')}: {selected.item.by}
            </Text>
            <Text size="sm">
              {t('detail.size')}: {selected.item.size}
            </Text>
          </Stack>
        </Group>
      )}
      {selected?.kind === 'contact' && (
        <Stack>
          <Group wrap="nowrap">
            <Avatar
              src={safeAvatarUrl(selected.item.img)}
              alt=""
              size="lg"
              radius="xl"
              color="mirante"
            >
              {initials(selected.item.title)}
            </Avatar>
            <div>
              <Text fw={600}>{selected.item.title}</Text>
              <Text size="sm" c="dimmed">
                {t('detail.since')}: {selected.item.date}
              </Text>
            </div>
          </Group>
          <Button
            component="a"
            href={`mailto:${selected.item.email}`}
            leftSection={<Mail size={16} aria-hidden="true" />}
            variant="light"
          >
            {t('detail.writeEmail')} · {selected.item.email}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
