import { UserCheck, UserRoundX, Users, UserSearch } from 'lucide-react';
import { StatsGrid } from '@/components/stat-figure/stats-grid';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { useUserCounts } from '../api';

const tiles = [
  { key: 'all', icon: Users, color: 'mirante' },
  { key: 'active', icon: UserCheck, color: 'teal' },
  { key: 'pending', icon: UserSearch, color: 'yellow' },
  { key: 'inactive', icon: UserRoundX, color: 'gray' },
] as const;

/** Four tiles over the list: every user, then how many are active, pending and inactive. */
export function UserStats() {
  const { t } = useTranslation('users');
  const format = useFormat();
  const { counts, pending, error, refetch } = useUserCounts();
  const all = counts.all ?? 0;
  const ready = !pending && tiles.every(({ key }) => counts[key] !== undefined);
  const share = (count: number) =>
    t('stats.share', {
      percent: format.number(count / all, { style: 'percent', maximumFractionDigits: 0 }),
    });
  return (
    <StatsGrid
      label={t('stats.label')}
      stats={
        ready
          ? tiles.map(({ key, icon, color }) => {
              const count = counts[key] ?? 0;
              const label = t(`stats.${key}`);
              return {
                id: key,
                icon,
                color,
                figure: format.number(count),
                label: key === 'all' || all === 0 ? label : `${label} · ${share(count)}`,
              };
            })
          : undefined
      }
      error={error}
      errorTitle={t('stats.failed')}
      onRetry={() => void refetch()}
    />
  );
}
