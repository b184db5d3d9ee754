import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import type { DayOrder } from '@/lib/form/masked-dates';

/**
 * How the active language writes days and times (pt-BR: 25/12/2026 and 14:30; English:
 * 12/25/2026 and 2:30 PM), and the pickers' controls named in it.
 */
export function useDateSettings() {
  const { t } = useTranslation('form-pickers');
  const { language } = useFormat();
  return useMemo(() => {
    const br = language === 'br';
    const format: '24h' | '12h' = br ? '24h' : '12h';
    const order: DayOrder = br ? 'dmy' : 'mdy';
    return {
      dayFormat: br ? 'DD/MM/YYYY' : 'MM/DD/YYYY',
      dateTimeFormat: br ? 'DD/MM/YYYY HH:mm' : 'MM/DD/YYYY hh:mm A',
      monthFormat: br ? 'MMMM [de] YYYY' : 'MMMM YYYY',
      order,
      /** For every calendar: its arrows and level buttons named. */
      calendar: {
        ariaLabels: {
          previousMonth: t('dates.controls.previousMonth'),
          nextMonth: t('dates.controls.nextMonth'),
          previousYear: t('dates.controls.previousYear'),
          nextYear: t('dates.controls.nextYear'),
          previousDecade: t('dates.controls.previousDecade'),
          nextDecade: t('dates.controls.nextDecade'),
          monthLevelControl: t('dates.controls.monthLevel'),
          yearLevelControl: t('dates.controls.yearLevel'),
        },
      },
      /** For every time field: its parts named, 24 h or AM/PM. */
      time: {
        format,
        hoursInputLabel: t('dates.controls.hours'),
        minutesInputLabel: t('dates.controls.minutes'),
        amPmInputLabel: t('dates.controls.amPm'),
      },
    };
  }, [t, language]);
}
