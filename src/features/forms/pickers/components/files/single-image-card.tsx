import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { bidiText } from '@/components/bidi/bidi';
import { FileDrop } from '@/components/file-drop/file-drop';
import { useObjectUrl } from '@/components/file-drop/use-object-url';
import { TitledCard } from '@/components/section-card/titled-card';
import { MAX_FILE_BYTES } from '@/lib/file-address';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { useFileDropWords } from './use-file-drop-words';
import classes from './files.module.css';

const PICTURES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The chosen picture, large, with its name, size and a remove button. */
function Preview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const { t } = useTranslation('form-pickers');
  const format = useFormat();
  const src = useObjectUrl(file);
  return (
    <Stack gap="xs">
      {src && (
        <Image
          src={src}
          alt={t('files.single.previewAlt')}
          className={classes.preview}
          radius="md"
        />
      )}
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <div className={classes.details}>
          <Text size="sm" fw={500} truncate="end" {...bidiText()}>
            {file.name}
          </Text>
          <Text size="xs" c="dimmed">
            {format.bytes(file.size)}
          </Text>
        </div>
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<Trash2 size={14} aria-hidden="true" />}
          onClick={onRemove}
          aria-label={t('files.drop.remove', { name: file.name })}
        >
          {t('files.single.remove')}
        </Button>
      </Group>
    </Stack>
  );
}

/** One picture, shown as soon as it is chosen; a new one replaces it. Nothing is sent. */
export function SingleImageCard() {
  const { t } = useTranslation('form-pickers');
  const format = useFormat();
  const words = useFileDropWords(t('files.single.types'));
  const [files, setFiles] = useState<File[]>([]);
  const file = files[0];
  return (
    <TitledCard title={t('files.single.title')} text={t('files.single.text')}>
      <Stack gap="sm">
        <FileDrop
          label={t('files.single.label')}
          description={t('files.single.hint', {
            types: t('files.single.types'),
            size: format.bytes(MAX_FILE_BYTES),
          })}
          accept={PICTURES}
          maxSize={MAX_FILE_BYTES}
          maxFiles={1}
          value={files}
          onChange={setFiles}
          words={words}
          withList={false}
        />
        {file && <Preview file={file} onRemove={() => setFiles([])} />}
      </Stack>
    </TitledCard>
  );
}
