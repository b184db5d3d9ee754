import { Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import {
  CircleAlert,
  CircleCheck,
  Clock,
  HardDrive,
  UploadCloud,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { FileDrop } from '@/components/file-drop/file-drop';
import { TitledCard } from '@/components/section-card/titled-card';
import { errorMessageKey } from '@/lib/api-error';
import { MAX_FILE_BYTES } from '@/lib/file-address';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { useFileDropWords } from './use-file-drop-words';
import { useSendFiles, type SendState } from './use-send-files';

const DOCUMENTS = ['application/pdf', 'image/png', 'image/jpeg'] as const;
const MAX_DOCUMENTS = 5;

const looks: Record<SendState['status'], { icon: LucideIcon; color: string }> = {
  waiting: { icon: Clock, color: 'var(--mantine-color-dimmed)' },
  sending: { icon: Clock, color: 'var(--mantine-color-dimmed)' },
  sent: { icon: CircleCheck, color: 'var(--mantine-color-teal-filled)' },
  local: { icon: HardDrive, color: 'var(--mantine-color-blue-filled)' },
  failed: { icon: CircleAlert, color: 'var(--mantine-color-error)' },
};

/** A file's sending state, in words, under its name. */
function SendStatus({ state }: { state: SendState }) {
  const { t } = useTranslation('form-pickers');
  const { t: common } = useTranslation('common');
  const { icon: Icon, color } = looks[state.status];
  const failed = state.status === 'failed';
  return (
    <Group gap={4} wrap="nowrap" mt={2}>
      {state.status === 'sending' ? (
        <Loader size={12} aria-hidden="true" />
      ) : (
        <Icon size={12} color={color} aria-hidden="true" />
      )}
      <Text size="xs" c={failed ? 'var(--mantine-color-error)' : 'dimmed'}>
        {failed
          ? t('files.multi.status.failed', { reason: common(errorMessageKey(state.error)) })
          : t(`files.multi.status.${state.status}`)}
      </Text>
    </Group>
  );
}

/**
 * Up to five documents (PDF, PNG, JPG, 2 MB each), then "Enviar": the pictures go to the demo
 * API's file call one after the other, each file's state beside it; the demo keeps pictures
 * only, so a PDF stays in the browser and says so.
 */
export function MultiFileCard() {
  const { t } = useTranslation('form-pickers');
  const format = useFormat();
  const types = t('files.multi.types');
  const words = useFileDropWords(types);
  const [files, setFiles] = useState<File[]>([]);
  const sender = useSendFiles(files);
  const percent = files.length === 0 ? 0 : Math.round((sender.done / files.length) * 100);

  return (
    <TitledCard title={t('files.multi.title')} text={t('files.multi.text')}>
      <Stack gap="sm">
        <FileDrop
          label={t('files.multi.label')}
          description={t('files.multi.hint', {
            types,
            size: format.bytes(MAX_FILE_BYTES),
            count: MAX_DOCUMENTS,
          })}
          accept={DOCUMENTS}
          maxSize={MAX_FILE_BYTES}
          maxFiles={MAX_DOCUMENTS}
          value={files}
          onChange={setFiles}
          words={words}
          fileStatus={(file) => <SendStatus state={sender.stateOf(file)} />}
          locked={sender.sending}
        />
        {files.length > 0 && (
          <>
            <div>
              <Progress.Root size="sm">
                <Progress.Section value={percent} aria-label={t('files.multi.progress')} />
              </Progress.Root>
              <Text size="xs" c="dimmed" mt={4} aria-live="polite">
                {t('files.multi.done', { done: sender.done, total: files.length })}
              </Text>
            </div>
            <Group gap="xs">
              <Button
                leftSection={<UploadCloud size={16} aria-hidden="true" />}
                onClick={() => void sender.send()}
                loading={sender.sending}
                disabled={sender.waiting === 0}
              >
                {t('files.multi.send', { count: sender.waiting })}
              </Button>
              <Button
                variant="default"
                disabled={sender.sending}
                onClick={() => {
                  setFiles([]);
                  sender.reset();
                }}
              >
                {t('files.multi.clear')}
              </Button>
            </Group>
          </>
        )}
        <Text size="xs" c="dimmed">
          {t('files.multi.note')}
        </Text>
      </Stack>
    </TitledCard>
  );
}
