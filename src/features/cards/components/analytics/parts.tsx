import { Badge, Group, Skeleton, Stack, Text, ThemeIcon, type MantineColor } from '@mantine/core';
import {
  Monitor,
  Repeat,
  Share2,
  Smartphone,
  Tablet,
  TrendingDown,
  TrendingUp,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { bidiText } from '@/components/bidi/bidi';
import type { CardIcon } from '../../types';
import classes from './analytics.module.css';
import { useCardFormat } from './hooks';

/** What a dashboard may say about where it puts an analytics card. */
export interface AnalyticsCardProps {
  /** The card's heading level: `h2` on a dashboard, `h3` inside a titled section. */
  order?: 2 | 3;
  className?: string;
}

const dataIcons: Record<CardIcon, LucideIcon> = {
  Monitor,
  Smartphone,
  Tablet,
  UserPlus,
  Repeat,
  Share2,
};

/** A Lucide icon on a tinted square: the mark beside each line of a card's list. */
export function StatIcon({
  icon: Icon,
  color,
  size = 34,
}: {
  icon: LucideIcon | CardIcon;
  color: MantineColor;
  size?: number;
}) {
  const Drawn = typeof Icon === 'string' ? dataIcons[Icon] : Icon;
  return (
    <ThemeIcon variant="light" color={color} size={size} radius="md" aria-hidden="true">
      <Drawn size={Math.round(size * 0.55)} />
    </ThemeIcon>
  );
}

/** A figure with its caption under it, and an icon before both when given. */
export function StatItem({
  icon,
  color = 'mirante',
  label,
  value,
  stacked = false,
}: {
  icon?: LucideIcon | CardIcon;
  color?: MantineColor;
  label: ReactNode;
  value: ReactNode;
  /** Icon above the figure, all centred (a row of equal columns). */
  stacked?: boolean;
}) {
  const content = (
    <>
      {icon && <StatIcon icon={icon} color={color} />}
      <div className={classes.statText}>
        <Text fw={600} {...bidiText(classes.number)}>
          {value}
        </Text>
        <Text size="xs" c="dimmed" className={classes.caption}>
          {label}
        </Text>
      </div>
    </>
  );
  return stacked ? (
    <Stack gap={6} align="center" className={classes.stat}>
      {content}
    </Stack>
  ) : (
    <Group gap="sm" wrap="nowrap" className={classes.stat}>
      {content}
    </Group>
  );
}

/** A signed change in percentage points (`5.2` is +5,2 %), green up or red down. */
export function TrendBadge({ change }: { change: number }) {
  const format = useCardFormat();
  const rising = change >= 0;
  const Trend = rising ? TrendingUp : TrendingDown;
  return (
    <Badge
      variant="light"
      color={rising ? 'teal' : 'red'}
      tt="none"
      // Growth points along time, which runs the other way for a right-to-left reader.
      leftSection={<Trend size={12} aria-hidden="true" className="mirror-rtl" />}
      className={classes.number}
    >
      {/* "+4,3%" keeps its sign in front in a right-to-left page. */}
      <span {...bidiText()}>{format.points(change, true)}</span>
    </Badge>
  );
}

/** The drawing of a chart: hidden from screen readers, who read its `ChartSummary` instead. */
export function ChartBox({
  children,
  className,
  inert = false,
}: {
  children: ReactNode;
  className?: string;
  /** For a drawing nobody points at (no tooltip): Recharts makes its charts focusable. */
  inert?: boolean;
}) {
  return (
    <div
      aria-hidden="true"
      inert={inert}
      data-chart=""
      className={[classes.chart, className].filter(Boolean).join(' ')}
    >
      {children}
    </div>
  );
}

/** The figure in the middle of a ring or a gauge, its caption under it. */
export function CenterLabel({
  value,
  caption,
  large = false,
}: {
  value: ReactNode;
  caption: ReactNode;
  large?: boolean;
}) {
  return (
    <div className={classes.ringLabel}>
      <Text
        fw={650}
        fz={large ? undefined : 'lg'}
        {...bidiText(large ? classes.figure : classes.number)}
      >
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {caption}
      </Text>
    </div>
  );
}

/** Stand-ins a card's skeleton is built from; the whole skeleton is one hidden block. */
export function SkeletonBlock({ children }: { children: ReactNode }) {
  return (
    <Stack gap="md" aria-hidden="true" data-testid="card-skeleton">
      {children}
    </Stack>
  );
}

export function SkeletonFigure({ width = '45%' }: { width?: string }) {
  return (
    <Stack gap={6}>
      <Skeleton height={28} width={width} radius="sm" />
      <Skeleton height={12} width="30%" radius="sm" />
    </Stack>
  );
}

export function SkeletonRing({ size }: { size: number }) {
  return <Skeleton height={size} width={size} circle mx="auto" />;
}

/** Bars of uneven height, for a bar chart still on its way. */
export function SkeletonBars({ height, count = 7 }: { height: number; count?: number }) {
  return (
    <div className={classes.skeletonBars} style={{ height }}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={`${35 + ((index * 37) % 60)}%`} radius="sm" />
      ))}
    </div>
  );
}

/** Lines of a list: an icon square, a label and a figure. */
export function SkeletonList({ rows = 3 }: { rows?: number }) {
  return (
    <Stack gap="sm">
      {Array.from({ length: rows }, (_, index) => (
        <Group key={index} gap="sm" wrap="nowrap">
          <Skeleton height={34} width={34} radius="md" />
          <Skeleton height={12} width="40%" radius="sm" />
          <Skeleton height={12} width="15%" radius="sm" ml="auto" />
        </Group>
      ))}
    </Stack>
  );
}
