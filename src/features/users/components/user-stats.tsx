import { Card, SimpleGrid, Skeleton } from '@mantine/core';
import { UserCheck, UserRoundX, Users, UserSearch } from 'lucide-react';
import { QueryError } from '@/components/query-state/query-error';
import { StatFigure } from '@/components/stat-figure/stat-figure';
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
  if (error)
    return <QueryError error={error} title={t('stats.failed')} onRetry={() => void refetch()} />;
  const all = counts.all ?? 0;
  return (
    <SimpleGrid
      component="section"
      aria-label={t('stats.label')}
      cols={{ base: 1, xs: 2, lg: 4 }}
      spacing="md"
    >
      {tiles.map(({ key, icon, color }) => {
        const count = counts[key];
        return (
          <Card key={key} withBorder radius="md" padding="sm">
            {pending || count === undefined ? (
              <Skeleton height={44} radius="sm" />
            ) : (
              <StatFigure
                icon={icon}
                color={color}
                figure={format.number(count)}
                label={
                  key === 'all' || all === 0
                    ? t(`stats.${key}`)
                    : `${t(`stats.${key}`)} · ${t('stats.share', {
                        percent: format.number(count / all, {
                          style: 'percent',
                          maximumFractionDigits: 0,
                        }),
                      })}`
                }
              />
            )}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
