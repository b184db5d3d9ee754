import { Button } from '@mantine/core';
import { FilterX, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import classes from './list-toolbar.module.css';
import type { ActiveFilters } from './types';

interface DataTableToolbarProps {
  /** The search box and the filters (`DataTableSearch`, `DataTableFilter`), at the start. */
  children?: ReactNode;
  /** Offers "clear filters" while a search or filter is on. */
  filters?: ActiveFilters | undefined;
  /** The list's own tools (selection, CSV, columns), before the page's actions. */
  tools?: ReactNode;
  /** The page's actions (`DataTableAddButton`, …), last. */
  actions?: ReactNode;
}

/**
 * The bar over a list: search, filters and "clear filters" at the start, the list's tools and
 * the page's actions at the end. Each part wraps as a whole as the width shrinks; on a phone
 * every field takes the full width. `DataTable` draws it; a list that is not a table (a grid
 * of cards) draws it itself.
 */
export function DataTableToolbar({ children, filters, tools, actions }: DataTableToolbarProps) {
  const { t } = useTranslation('table');
  return (
    <div className={classes.toolbar}>
      <div className={classes.toolbarStart}>
        {children}
        {filters?.active && (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<FilterX size={14} aria-hidden="true" />}
            onClick={filters.onClear}
          >
            {t('clearFilters')}
          </Button>
        )}
      </div>
      <div className={classes.toolbarEnd}>
        {tools}
        {actions}
      </div>
    </div>
  );
}

interface DataTableAddButtonProps {
  label: string;
  /** A page to go to (the invoice editor), or… */
  to?: string;
  /** …what opens in place (a drawer, a modal). */
  onClick?: () => void;
}

/** A list's "add" action, the toolbar's size: the one page action nearly every list has. */
export function DataTableAddButton({ label, to, onClick }: DataTableAddButtonProps) {
  const icon = <Plus size={14} aria-hidden="true" />;
  return to ? (
    <Button size="xs" component={Link} to={to} leftSection={icon}>
      {label}
    </Button>
  ) : (
    <Button size="xs" leftSection={icon} onClick={onClick}>
      {label}
    </Button>
  );
}
