import { Button, Title } from '@mantine/core';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { SearchInput } from '@/components/search-input/search-input';
import classes from './app-frame.module.css';

interface AppToolbarProps {
  /** The view's name, the page's `h1`; its section is labelled by `titleId`. */
  title: string;
  titleId: string;
  /** The button that opens the sidebar's drawer, shown below `md` where the sidebar hides. */
  menu: { label: string; icon: LucideIcon; onClick: () => void };
  /** The search box's name and placeholder. */
  search: { label: string; placeholder: string };
  /** What it searches: the app's list state (`useListState`): live text, URL after a pause. */
  list: { q: string; setQ: (value: string) => void };
  /** Controls after the search (the to-do's order menu). */
  children?: ReactNode;
}

/**
 * The bar over an app's content (email, to-do): the sidebar's button on narrow screens, the
 * view's title, the search and the app's own controls. They wrap onto a second line on a
 * phone, the search taking the line's width.
 */
export function AppToolbar({ title, titleId, menu, search, list, children }: AppToolbarProps) {
  const Icon = menu.icon;
  return (
    <div className={classes.toolbar}>
      <div className={classes.heading}>
        <Button
          hiddenFrom="md"
          variant="subtle"
          size="compact-sm"
          leftSection={<Icon size={16} aria-hidden="true" />}
          onClick={menu.onClick}
        >
          {menu.label}
        </Button>
        <Title order={1} size="h4" id={titleId} className={classes.title}>
          {title}
        </Title>
      </div>
      <SearchInput
        aria-label={search.label}
        placeholder={search.placeholder}
        value={list.q}
        onChange={list.setQ}
        className={classes.search}
      />
      {children}
    </div>
  );
}
