import type { Language } from '@/lib/languages';
import { downloadBlob, withExtension } from './csv';
import { toSheet, type SheetColumn } from './xlsx';

/**
 * The writer zips a sheet over ~160 kB (some 500 rows) in a Worker made from a `blob:` URL.
 * A Content-Security-Policy without `worker-src blob:` refuses it, and the writer would wait
 * for that worker for ever: the refusal fails the export instead, so the button says so.
 */
function failOnRefusedWorker<T>(work: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.effectiveDirective !== 'worker-src' && !event.blockedURI.startsWith('blob')) return;
      document.removeEventListener('securitypolicyviolation', onViolation);
      reject(new Error(`The page's Content-Security-Policy refused the XLSX writer's worker.`));
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    work()
      .then(resolve, reject)
      .finally(() => document.removeEventListener('securitypolicyviolation', onViolation));
  });
}

/**
 * Saves `rows` as an XLSX file named `filename` (`.xlsx` added when missing). The writer
 * (write-excel-file) is downloaded here, at the first export, never with the page.
 */
export async function downloadXlsx<Row>(
  filename: string,
  rows: readonly Row[],
  columns: readonly SheetColumn<Row>[],
  { language = 'br', sheet }: { language?: Language; sheet?: string } = {},
): Promise<void> {
  const { data, columns: widths } = toSheet(rows, columns, { language });
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const blob = await failOnRefusedWorker(() =>
    writeXlsxFile(data, {
      columns: widths,
      stickyRowsCount: 1,
      // Excel refuses a sheet name over 31 characters or with any of []:*?/\
      ...(sheet && { sheet: sheet.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) }),
    }).toBlob(),
  );
  downloadBlob(withExtension(filename, 'xlsx'), blob);
}
