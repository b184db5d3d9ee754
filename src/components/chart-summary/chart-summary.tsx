import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ChartSummaryProps {
  /** What the chart shows, e.g. "Receita por mês, 2020" (already translated). */
  caption: string;
  /** Column headings: the category first, then one per series (already translated). */
  columns: readonly string[];
  /** One row per category: its label, then the formatted values (already formatted). */
  rows: readonly (readonly ReactNode[])[];
}

/**
 * A chart's data as a table that screen readers read and nobody sees: the text alternative
 * every chart has. The chart itself is `aria-hidden` (or `role="img"` named by `caption`);
 * values arrive formatted in the active language.
 */
export function ChartSummary({ caption, columns, rows }: ChartSummaryProps) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, ...values], row) => (
            <tr key={row}>
              <th scope="row">{label}</th>
              {values.map((value, index) => (
                <td key={index}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
