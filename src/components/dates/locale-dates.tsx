import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/pt-br';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { languageMeta } from '@/lib/languages';
import { useFormat } from '@/lib/use-format';

/**
 * Around every Mantine date picker: its month and day names in the active language (pt-BR
 * by default) and the week from Sunday, as the calendar app shows it.
 */
export function LocaleDates({ children }: { children: ReactNode }) {
  const { language } = useFormat();
  return (
    <DatesProvider settings={{ locale: languageMeta[language].dayjs, firstDayOfWeek: 0 }}>
      {children}
    </DatesProvider>
  );
}
