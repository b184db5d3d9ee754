import { CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { FileText } from 'lucide-react';
import { bidiText } from '@/components/bidi/bidi';
import { useFormat } from '@/lib/use-format';
import { useTranslation } from '@/lib/i18n-react';
import { MAX_ATTACHMENT_BYTES, type AttachmentDraft } from './draft';

let nextId = 0;

/** Files turned into attachments; the ones over the size limit are returned apart. */
export function toAttachments(files: Iterable<File>) {
  const accepted: AttachmentDraft[] = [];
  const tooLarge: string[] = [];
  for (const file of files) {
    if (file.size > MAX_ATTACHMENT_BYTES) tooLarge.push(file.name);
    else {
      nextId += 1;
      accepted.push({
        id: `${Date.now()}-${nextId}`,
        name: file.name,
        size: file.size,
        type: file.type,
      });
    }
  }
  return { accepted, tooLarge };
}

interface AttachmentListProps {
  attachments: readonly AttachmentDraft[];
  onRemove: (id: string) => void;
}

/** The attached files with their sizes, each removable. */
export function AttachmentList({ attachments, onRemove }: AttachmentListProps) {
  const { t } = useTranslation('email');
  const format = useFormat();
  if (attachments.length === 0) return null;
  const total = attachments.reduce((sum, file) => sum + file.size, 0);
  return (
    <Stack gap={6} aria-label={t('compose.attachments')} role="group">
      <Text size="xs" c="dimmed">
        {t('compose.attachmentsSummary', {
          count: attachments.length,
          size: format.bytes(total),
        })}
      </Text>
      <Group gap="xs">
        {attachments.map((file) => (
          <Paper key={file.id} withBorder radius="sm" px="xs" py={4}>
            <Group gap={6} wrap="nowrap">
              <FileText size={14} aria-hidden="true" />
              <Text size="sm" lineClamp={1} maw={200} {...bidiText()}>
                {file.name}
              </Text>
              <Text size="xs" c="dimmed">
                {format.bytes(file.size)}
              </Text>
              <CloseButton
                size="sm"
                aria-label={t('compose.removeAttachment', { name: file.name })}
                onClick={() => onRemove(file.id)}
              />
            </Group>
          </Paper>
        ))}
      </Group>
    </Stack>
  );
}
