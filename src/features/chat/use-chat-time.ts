import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { daysAgo } from './grouping';

/**
 * The chat's times in the active language: a message's hour, a day separator ("Hoje",
 * "Ontem", "sexta-feira, 20 de novembro") and the list's short stamp.
 */
export function useChatTime() {
  const { t } = useTranslation('chat');
  const format = useFormat();
  return useMemo(() => {
    const clock = (time: string) => format.date(time, { hour: '2-digit', minute: '2-digit' });
    const relativeDay = (time: string) => {
      const days = daysAgo(time);
      if (days === 0) return t('today');
      if (days === 1) return t('yesterday');
      return null;
    };
    return {
      clock,
      full: (time: string) => format.dateTime(time),
      day: (time: string) =>
        relativeDay(time) ??
        format.date(time, {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          ...(new Date(time).getFullYear() === new Date().getFullYear() ? {} : { year: 'numeric' }),
        }),
      short: (time: string) => {
        const days = daysAgo(time);
        if (days === 0) return clock(time);
        if (days === 1) return t('yesterday');
        if (days < 7) return format.date(time, { weekday: 'short' });
        return format.date(time, { day: '2-digit', month: '2-digit' });
      },
    };
  }, [format, t]);
}
