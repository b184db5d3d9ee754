import { Alert, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { CircleAlert, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { FileDrop, type FileDropWords } from '@/components/file-drop/file-drop';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import {
  MAX_ROWS,
  parseSheetFile,
  type ParsedSheet,
  type SheetProblem,
} from '../lib/parse-sheet';
import { SheetPreview } from './sheet-preview';

/** The largest file taken: 5 MB. */
export const MAX_FILE_SIZE = 5 * 1024 * 1024;
const accept = ['.csv', '.xlsx'] as const;

type ImportState =
  | { step: 'idle' }
  | { step: 'reading'; file: File }
  | { step: 'read'; file: File; sheet: ParsedSheet }
  | { step: 'failed'; file: File; problem: SheetProblem };

const delimiterNames: Record<string, 'semicolon' | 'comma' | 'tab' | 'pipe'> = {
  ';': 'semicolon',
  ',': 'comma',
  '\t': 'tab',
  '|': 'pipe',
};

/**
 * A CSV or XLSX file dropped or picked, read in the browser (nothing is sent) and shown as a
 * table with its name and counts; or what is wrong with it, in words, under the zone.
 */
export function SheetImport() {
  const { t } = useTranslation('extensions-data');
  const format = useFormat();
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  // A file picked while another is read wins: the older answer is dropped.
  const latest = useRef(0);

  const read = async (file: File) => {
    const turn = ++latest.current;
    setState({ step: 'reading', file });
    const outcome = await parseSheetFile(file, { maxRows: MAX_ROWS });
    if (turn !== latest.current) return;
    setState(
      outcome.ok
        ? { step: 'read', file, sheet: outcome.sheet }
        : { step: 'failed', file, problem: outcome.problem },
    );
  };
  const clear = () => {
    latest.current += 1;
    setState({ step: 'idle' });
  };

  const words: FileDropWords = {
    prompt: t('import.drop.prompt'),
    drop: t('import.drop.drop'),
    list: t('import.drop.list'),
    remove: (name) => t('import.drop.remove', { name }),
    rejected: t('import.drop.rejected'),
    reason: ({ file, reason }, limits) =>
      reason === 'size'
        ? t('import.drop.size', { name: file.name, size: limits.size, max: limits.maxSize })
        : t('import.drop.type', { name: file.name }),
  };

  const problemText = (problem: SheetProblem) => {
    switch (problem.kind) {
      case 'blankHeader':
        return t('import.problems.blankHeader', { column: format.number(problem.column) });
      case 'tooManyRows':
        return t('import.problems.tooManyRows', { limit: format.number(problem.limit) });
      default:
        return t(`import.problems.${problem.kind}`);
    }
  };

  const file = state.step === 'idle' ? null : state.file;
  const delimiter =
    state.step === 'read' && state.sheet.delimiter ? delimiterNames[state.sheet.delimiter] : undefined;
  return (
    <Stack gap="md">
      <FileDrop
        label={t('import.drop.label')}
        description={t('import.drop.description', {
          rows: format.number(MAX_ROWS),
          size: format.bytes(MAX_FILE_SIZE),
        })}
        accept={accept}
        maxSize={MAX_FILE_SIZE}
        maxFiles={1}
        value={file ? [file] : []}
        onChange={(files) => {
          const [picked] = files;
          if (picked) void read(picked);
          else clear();
        }}
        words={words}
      />
      {state.step === 'reading' && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">{t('import.reading', { name: state.file.name })}</Text>
        </Group>
      )}
      {state.step === 'failed' && (
        <Alert
          variant="light"
          color="red"
          icon={<CircleAlert size={18} aria-hidden="true" />}
          title={t('import.failed', { name: state.file.name })}
        >
          {problemText(state.problem)}
        </Alert>
      )}
      {state.step === 'read' && (
        <Stack gap="sm">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Stack gap={2} miw={0}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {state.file.name}
                </Text>
                <Badge variant="light">{t(`import.formats.${state.sheet.format}`)}</Badge>
              </Group>
              <Text size="sm" c="dimmed" role="status">
                {t(delimiter ? 'import.countsDelimiter' : 'import.counts', {
                  rows: t('import.rows', {
                    count: state.sheet.rows.length,
                    formatted: format.number(state.sheet.rows.length),
                  }),
                  columns: t('import.columns', {
                    count: state.sheet.headers.length,
                    formatted: format.number(state.sheet.headers.length),
                  }),
                  delimiter: delimiter ? t(`import.delimiters.${delimiter}`) : '',
                })}
              </Text>
            </Stack>
            <Button
              variant="default"
              leftSection={<X size={16} aria-hidden="true" />}
              onClick={clear}
            >
              {t('import.clear')}
            </Button>
          </Group>
          <SheetPreview
            sheet={state.sheet}
            label={t('import.tableLabel', { name: state.file.name })}
          />
        </Stack>
      )}
    </Stack>
  );
}
