import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { FileDrop } from '@/components/file-drop/file-drop';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { useFileDropWords } from './use-file-drop-words';

const RECEIPT_BYTES = 1024 * 1024;

/** A required zone that says what is missing until a file is there, and a disabled one. */
export function FileStatesCard() {
  const { t } = useTranslation('form-pickers');
  const format = useFormat();
  const words = useFileDropWords(t('files.states.types'));
  const [receipt, setReceipt] = useState<File[]>([]);
  return (
    <TitledCard title={t('files.states.title')} text={t('files.states.text')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FileDrop
          label={t('files.states.receipt')}
          description={t('files.states.receiptHint', { size: format.bytes(RECEIPT_BYTES) })}
          accept={['application/pdf', '.pdf']}
          maxSize={RECEIPT_BYTES}
          maxFiles={1}
          value={receipt}
          onChange={setReceipt}
          words={words}
          error={receipt.length === 0 ? t('files.states.receiptError') : undefined}
        />
        <FileDrop
          label={t('files.states.disabled')}
          description={t('files.states.disabledHint')}
          value={[]}
          onChange={() => undefined}
          words={words}
          disabled
        />
      </SimpleGrid>
    </TitledCard>
  );
}
