import { Drawer } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useDirection } from '@/lib/document-settings';
import classes from './app-frame.module.css';

interface AppFrameProps {
  /** The sidebar's accessible name, also the phone drawer's title. */
  label: string;
  /** What the sidebar holds: shown beside the content from md up, in the drawer below. */
  sidebar: ReactNode;
  /** Whether the phone drawer is open (the page's menu button opens it). */
  drawerOpened: boolean;
  onDrawerClose: () => void;
  /** The sidebar's width beside the content, in px. */
  sidebarWidth?: number;
  /** The close button's name in the drawer. */
  closeLabel?: string;
  /** The page's own additions to the frame (e.g. room for a floating button). */
  className?: string;
  /** The content: the page's `<section>` and what floats over it. */
  children: ReactNode;
}

/**
 * The frame every app page shares (email, to-do, calendar): sidebar and content in one card,
 * the sidebar in a drawer on narrow screens that opens from the reading start.
 */
export function AppFrame({
  label,
  sidebar,
  drawerOpened,
  onDrawerClose,
  sidebarWidth = 260,
  closeLabel,
  className,
  children,
}: AppFrameProps) {
  const rtl = useDirection() === 'rtl';
  return (
    <div
      className={className ? `${classes.frame} ${className}` : classes.frame}
      style={{ '--app-frame-sidebar': `${sidebarWidth}px` } as CSSProperties}
    >
      <aside className={classes.sidebar} aria-label={label}>
        {sidebar}
      </aside>
      <Drawer
        opened={drawerOpened}
        onClose={onDrawerClose}
        title={label}
        size={Math.max(280, sidebarWidth + 40)}
        position={rtl ? 'right' : 'left'}
        closeButtonProps={closeLabel ? { 'aria-label': closeLabel } : undefined}
      >
        {sidebar}
      </Drawer>
      {children}
    </div>
  );
}
