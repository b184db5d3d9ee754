import { Tabs } from '@mantine/core';
import type { LucideIcon } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { urlParam, useUrlParams } from '@/lib/use-url-params';
import classes from './url-tabs.module.css';

interface UrlTabsProps<T extends string> {
  /** The tabs in their order, the first open by default; declared outside the component. */
  tabs: readonly [T, ...T[]];
  /** The search param that keeps the open tab (`?tab=security`). */
  param?: string;
  /** The tab list's accessible name. */
  label: string;
  tabLabel: (tab: T) => string;
  icons: Record<T, LucideIcon>;
  /** Each tab's content, drawn only while its tab is open. */
  panels: Record<T, ReactNode>;
  /**
   * The page's own classes: `root` names the container that `tabSection` (the icons) hides
   * in once the page's tabs would not fit on one line with them.
   */
  classNames?: { root?: string | undefined; tabSection?: string | undefined };
}

/**
 * A page's sections as tabs with icons (Mantine's keyboard and ARIA), the open one kept in
 * the URL: an unknown or missing value is the first tab, which leaves the URL.
 */
export function UrlTabs<T extends string>({
  tabs,
  param = 'tab',
  label,
  tabLabel,
  icons,
  panels,
  classNames,
}: UrlTabsProps<T>) {
  const spec = useMemo(() => ({ [param]: urlParam(z.enum(tabs), tabs[0]) }), [tabs, param]);
  const [route, setRoute] = useUrlParams(spec);
  const open = route[param] as T;

  // A tab is a view of the same page: the back button leaves the page, not the tab.
  const select = (value: string | null) => {
    setRoute({ [param]: tabs.find((tab) => tab === value) ?? tabs[0] });
  };

  return (
    <Tabs
      value={open}
      onChange={select}
      variant="pills"
      keepMounted={false}
      classNames={{ root: classNames?.root, tabSection: classNames?.tabSection }}
    >
      <Tabs.List aria-label={label} className={classes.list}>
        {tabs.map((value) => {
          const Icon: LucideIcon = icons[value];
          return (
            <Tabs.Tab
              key={value}
              value={value}
              className={classes.tab}
              leftSection={<Icon size={16} aria-hidden="true" />}
            >
              {tabLabel(value)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {tabs.map((value) => (
        <Tabs.Panel key={value} value={value} pt="md">
          {panels[value]}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
