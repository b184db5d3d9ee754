import { useMemo } from 'react';
import type { FileDropWords } from '@/components/file-drop/file-drop';
import { useTranslation } from '@/lib/i18n-react';

/**
 * The drop zone's words in the page's language. `types` names what the zone takes, as a
 * refusal says it ("PDF, PNG ou JPG").
 */
export function useFileDropWords(types: string): FileDropWords {
  const { t } = useTranslation('form-pickers');
  return useMemo(
    () => ({
      prompt: t('files.drop.prompt'),
      drop: t('files.drop.release'),
      list: t('files.drop.list'),
      remove: (name) => t('files.drop.remove', { name }),
      rejected: t('files.drop.rejected'),
      reason: ({ file, reason }, limits) => {
        const name = file.name;
        if (reason === 'type') return t('files.drop.reasons.type', { name, types });
        if (reason === 'size') {
          return t('files.drop.reasons.size', { name, size: limits.size, max: limits.maxSize });
        }
        if (reason === 'duplicate') return t('files.drop.reasons.duplicate', { name });
        return t('files.drop.reasons.count', { name, count: limits.maxFiles });
      },
    }),
    [t, types],
  );
}
