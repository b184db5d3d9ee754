import type { ReactNode } from 'react';

/** What a list (a table, a grid of cards) shows when it has nothing to show. */
export interface EmptyStateText {
  title?: string;
  /** Why nothing shows; with `filters` on, said when a search or filter leaves nothing. */
  hint?: string;
  /** Said instead of `hint` when no search or filter is on: there is nothing yet. */
  none?: string;
  icon?: ReactNode;
  /** e.g. an "add" button ("clear filters" comes by itself with `filters`). */
  action?: ReactNode;
}

/** Whether a search or filter narrows the list, and how to lift them (`serverTable` gives it). */
export interface ActiveFilters {
  active: boolean;
  onClear: () => void;
}
