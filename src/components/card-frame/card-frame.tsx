import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { QueryError } from '@/components/query-state/query-error';
import { useTranslation } from '@/lib/i18n-react';
import classes from './card-frame.module.css';

export interface CardFrameProps<T> {
  /** The card's heading (already translated); a card without one passes `label` instead. */
  title?: string;
  /** The accessible name of a card that shows no heading (a statistics tile). */
  label?: string;
  subtitle?: ReactNode;
  /** Controls at the heading's end: a time-range menu, a year menu, card actions. */
  actions?: ReactNode;
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isFetching' | 'refetch'>;
  /** What stands in for the content while it loads; a few grey lines when absent. */
  skeleton?: ReactNode;
  /** The card's body, drawn from its data. */
  children: (data: T) => ReactNode;
  /** Headings inside a page: `h2` on dashboards, `h3` inside a titled section. */
  order?: 2 | 3 | 4;
  className?: string;
}

/**
 * Every data card's frame: its heading and controls, a skeleton while the first answer is on
 * its way, the content once it is there, and, when the call fails, the failure in words with a
 * retry in the card's place, so that one failing card never blanks a dashboard. A refetch
 * (a new range, a retry) keeps the content and marks the card busy.
 */
export function CardFrame<T>({
  title,
  label,
  subtitle,
  actions,
  query,
  skeleton,
  children,
  order = 2,
  className,
}: CardFrameProps<T>) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const { data, error, isPending, isFetching, refetch } = query;
  const name = title ?? label;
  const body =
    data !== undefined ? (
      children(data)
    ) : error ? (
      <QueryError
        error={error}
        title={name ? t('errors.cardFailed', { card: name }) : undefined}
        onRetry={() => void refetch()}
      />
    ) : (
      (skeleton ?? <CardSkeleton />)
    );
  return (
    <Card
      component="section"
      className={[classes.card, className].filter(Boolean).join(' ')}
      // A named region: its heading, or the label of a card that shows none.
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      aria-busy={isPending || isFetching}
      // What the card shows, for tests and the paint budget: loading, ready or failed.
      data-state={data !== undefined ? 'ready' : error ? 'failed' : 'loading'}
      withBorder
    >
      {(title ?? actions) && (
        <Group className={classes.header} justify="space-between" align="flex-start" wrap="nowrap">
          <div className={classes.heading}>
            {title && (
              <Title order={order} className={classes.title} id={titleId}>
                {title}
              </Title>
            )}
            {subtitle && (
              <Text size="sm" c="dimmed">
                {subtitle}
              </Text>
            )}
          </div>
          {actions && <div className={classes.actions}>{actions}</div>}
        </Group>
      )}
      {data !== undefined && error && (
        // The figures shown are the last good ones: say so, and offer the retry.
        <QueryError error={error} onRetry={() => void refetch()} />
      )}
      <div className={classes.body}>{body}</div>
    </Card>
  );
}

/** The default stand-in: a headline figure and a chart-sized block. */
export function CardSkeleton({ height = 160 }: { height?: number }) {
  return (
    <Stack gap="sm" aria-hidden="true" data-testid="card-skeleton">
      <Skeleton height={24} width="40%" radius="sm" />
      <Skeleton height={height} radius="md" />
    </Stack>
  );
}
