import { Table, VisuallyHidden } from '@mantine/core';
import { Check, Minus } from 'lucide-react';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import { planIds } from '../plans';
import type { ComparisonRow, ComparisonValue, PricingPlan } from '../types';
import classes from './pricing.module.css';

function Cell({ value }: { value: ComparisonValue }) {
  const { t } = useTranslation('pricing');
  if (typeof value === 'string') return <span {...bidiText()}>{value}</span>;
  const Icon = value ? Check : Minus;
  return (
    <>
      <Icon
        size={18}
        aria-hidden="true"
        className={value ? classes.included : classes.notIncluded}
      />
      <VisuallyHidden>{t(value ? 'comparison.included' : 'comparison.notIncluded')}</VisuallyHidden>
    </>
  );
}

interface PlanComparisonProps {
  plans: readonly PricingPlan[];
  rows: readonly ComparisonRow[];
  /** The heading that names the table. */
  labelledBy: string;
}

/** Features × plans; scrolls sideways inside its frame on a phone (reachable by keyboard). */
export function PlanComparison({ plans, rows, labelledBy }: PlanComparisonProps) {
  const { t } = useTranslation('pricing');
  const titles = new Map(plans.map((plan) => [plan.id, plan.title]));
  return (
    <div
      className={classes.scroll}
      role="region"
      aria-label={t('comparison.scrollLabel')}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must take focus to be scrolled by keyboard (axe: scrollable-region-focusable)
      tabIndex={0}
    >
      <Table aria-labelledby={labelledBy} verticalSpacing="sm" className={classes.comparison}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('comparison.feature')}</Table.Th>
            {planIds.map((id) => (
              <Table.Th key={id} scope="col" className={classes.planColumn}>
                {titles.get(id)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.feature}>
              <Table.Th scope="row" fw={500}>
                <span {...bidiText()}>{row.feature}</span>
              </Table.Th>
              {planIds.map((id) => (
                <Table.Td key={id} className={classes.planColumn}>
                  <Cell value={row[id]} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
