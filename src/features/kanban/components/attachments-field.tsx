import { Avatar, FileButton, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Paperclip, X } from 'lucide-react';
import { bidiText } from '@/components/bidi/bidi';
import { BlockedImage } from '@/components/data-image/blocked-image';
import { useDataImage } from '@/components/data-image/use-data-image';
import { IconButton } from '@/components/icon-button/icon-button';
import { useTranslation } from '@/lib/i18n-react';
import type { Attachment } from '../types';

const icons: Record<string, string> = {
  pdf: 'pdf',
  doc: 'doc',
  docx: 'doc',
  xls: 'xls',
  xlsx: 'xls',
  csv: 'csv',
  ppt: 'ppt',
  pptx: 'ppt',
  zip: 'zip',
  png: 'img',
  jpg: 'img',
  jpeg: 'img',
  svg: 'img',
};

/** The icon of a file by its extension (the demo keeps names, not the files). */
export const fileIcon = (name: string) =>
  `/images/files/${icons[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'txt'}.svg`;

/** A file's small picture: another site's waits for its host to be allowed (an icon meanwhile). */
function AttachmentThumb({ img }: { img: string }) {
  const image = useDataImage(img);
  if (image.blockedHost !== null) {
    return <BlockedImage variant="icon" host={image.blockedHost} onAllow={image.allow} />;
  }
  return <Avatar size={28} radius="sm" src={image.src} alt="" />;
}

interface AttachmentsFieldProps {
  value: readonly Attachment[];
  onChange: (next: Attachment[]) => void;
}

export function AttachmentsField({ value, onChange }: AttachmentsFieldProps) {
  const { t } = useTranslation('kanban');
  return (
    <Stack gap={6} role="group" aria-labelledby="kanban-attachments">
      <Text size="sm" fw={500} id="kanban-attachments">
        {t('fields.attachments')}
      </Text>
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('fields.noAttachments')}
        </Text>
      )}
      {value.map((file, index) => (
        <Group key={`${file.name}-${index}`} gap="xs" wrap="nowrap">
          <AttachmentThumb img={file.img} />
          <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate {...bidiText()}>
            {file.name}
          </Text>
          <IconButton
            label={t('fields.removeAttachment', { name: file.name })}
            icon={X}
            onClick={() => onChange(value.filter((_, at) => at !== index))}
          />
        </Group>
      ))}
      <FileButton
        multiple
        onChange={(files) =>
          onChange([
            ...value,
            ...files.map((file) => ({ name: file.name, img: fileIcon(file.name) })),
          ])
        }
      >
        {(props) => (
          <UnstyledButton {...props} c="var(--mantine-primary-color-filled)" fz="sm">
            <Group gap={6}>
              <Paperclip size={14} aria-hidden="true" />
              {t('fields.attach')}
            </Group>
          </UnstyledButton>
        )}
      </FileButton>
    </Stack>
  );
}
