import { useState, type ReactNode } from 'react';
import { useAnalyticsCard } from '../../api';
import { DEFAULT_RANGE, type AnalyticsCard, type AnalyticsName, type TimeRange } from '../../types';
import { CardFrame } from '@/components/card-frame/card-frame';
import { TimeRangeMenu } from '../time-range-menu';
import type { AnalyticsCardProps } from './parts';

interface RangedCardProps<N extends AnalyticsName> extends AnalyticsCardProps {
  name: N;
  /** The heading, or how to say it from the answer (a title the data names). */
  title: string | ((data: AnalyticsCard<N> | undefined) => string);
  skeleton: ReactNode;
  /** The ranges the menu offers, when the answer says (all three otherwise). */
  options?: (data: AnalyticsCard<N>) => readonly TimeRange[];
  children: (data: AnalyticsCard<N>, range: TimeRange) => ReactNode;
}

/**
 * An analytics card with a time-range menu: it asks for the range picked (the last 28 days
 * first) and keeps its figures on screen, busy, until the new range's arrive.
 */
export function RangedCard<N extends AnalyticsName>({
  name,
  title,
  skeleton,
  options,
  children,
  order,
  className,
}: RangedCardProps<N>) {
  const [range, setRange] = useState<TimeRange>(DEFAULT_RANGE);
  const query = useAnalyticsCard(name, { range });
  const heading = typeof title === 'function' ? title(query.data) : title;
  return (
    <CardFrame
      title={heading}
      order={order}
      className={className}
      query={query}
      actions={
        <TimeRangeMenu
          value={range}
          onChange={setRange}
          options={query.data && options ? options(query.data) : undefined}
          card={heading}
        />
      }
      skeleton={skeleton}
    >
      {(data) => children(data, range)}
    </CardFrame>
  );
}
