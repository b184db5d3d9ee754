import { Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { bidiText } from '@/components/bidi/bidi';
import classes from './stat-figure.module.css';

export { classes as statFigureClasses };

interface StatFigureProps {
  icon: LucideIcon;
  color: string;
  /** The figure, already formatted. */
  figure: string;
  label: ReactNode;
  /** The whole figure, when `figure` is shortened ("2,6 mil"). */
  title?: string | undefined;
}

/**
 * A compact statistic: the coloured icon, then the figure over its label, side by side. A
 * figure keeps its own order in a right-to-left page ("2,6 mil", never "mil 2,6").
 */
export function StatFigure({ icon: Icon, color, figure, label, title }: StatFigureProps) {
  return (
    <div className={classes.figure}>
      <ThemeIcon variant="light" color={color} size={48} radius="xl" aria-hidden="true">
        <Icon size={22} />
      </ThemeIcon>
      <div className={classes.text}>
        <Text {...bidiText(classes.value)} title={title}>
          {figure}
        </Text>
        <Text size="sm" c="dimmed" className={classes.label}>
          {label}
        </Text>
      </div>
    </div>
  );
}

/** A figure's shape while it loads: the round icon, then two bars (hidden from readers). */
export function StatFigureSkeleton(props: ComponentProps<'div'>) {
  return (
    <div className={classes.figure} aria-hidden="true" {...props}>
      <Skeleton circle height={48} />
      <div className={classes.text}>
        <Skeleton height={22} width="60%" radius="sm" mb={6} />
        <Skeleton height={12} width="80%" radius="sm" />
      </div>
    </div>
  );
}
