import { Menu, VisuallyHidden } from '@mantine/core';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';

interface Opened<T> {
  item: T;
}

/** Where the menu opens: the pointer, or the element's corner when opened from the keyboard. */
interface Point {
  x: number;
  y: number;
}

/** Shift+F10 and the ContextMenu key: the keyboard's right-click. */
export const isContextMenuKey = (event: KeyboardEvent) =>
  event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');

export interface ContextMenuState<T> {
  opened: Opened<T> | null;
  /** The last place it opened at (kept while it fades out). */
  point: Point;
  /** Spread on each element that has the menu: right-click, Shift+F10 and the ContextMenu key. */
  triggerProps: (item: T) => {
    onContextMenu: (event: MouseEvent<HTMLElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };
  /** Closes it; the focus goes back to the element it was opened on. */
  close: () => void;
  /** An action that puts the focus elsewhere itself (a rename field) calls this first. */
  handOffFocus: () => void;
}

/**
 * A context menu's state: which item it is for and where it opens. Right-click opens it at
 * the pointer, Shift+F10 or the ContextMenu key at the focused element; on closing the focus
 * returns to that element (unless an action took it elsewhere).
 */
export function useContextMenu<T>(): ContextMenuState<T> {
  const [opened, setOpened] = useState<Opened<T> | null>(null);
  const [point, setPoint] = useState<Point>({ x: 0, y: 0 });
  const origin = useRef<HTMLElement | null>(null);
  const handedOff = useRef(false);

  const open = useCallback((item: T, x: number, y: number, element: HTMLElement) => {
    origin.current = element;
    handedOff.current = false;
    setPoint({ x, y });
    setOpened({ item });
  }, []);

  const close = useCallback(() => {
    setOpened(null);
    const target = handedOff.current ? null : origin.current;
    handedOff.current = false;
    target?.focus();
    // The closing menu may still hand the focus to the page as it leaves: take it back then.
    window.requestAnimationFrame(() => {
      if (target?.isConnected && document.activeElement === document.body) target.focus();
    });
  }, []);

  const triggerProps = useCallback(
    (item: T) => ({
      onContextMenu: (event: MouseEvent<HTMLElement>) => {
        event.preventDefault();
        const element = event.currentTarget;
        // A keyboard's own context-menu event comes with no pointer: open at the element.
        if (event.clientX === 0 && event.clientY === 0) {
          const rect = element.getBoundingClientRect();
          open(item, rect.left, rect.bottom, element);
        } else {
          open(item, event.clientX, event.clientY, element);
        }
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (!isContextMenuKey(event)) return;
        event.preventDefault();
        const element = event.currentTarget;
        const rect = element.getBoundingClientRect();
        open(item, rect.left + Math.min(24, rect.width / 2), rect.bottom, element);
      },
    }),
    [open],
  );

  return useMemo(
    () => ({
      opened,
      point,
      triggerProps,
      close,
      handOffFocus: () => {
        handedOff.current = true;
      },
    }),
    [opened, point, triggerProps, close],
  );
}

interface ContextMenuProps<T> {
  menu: ContextMenuState<T>;
  /** The menu's accessible name ("Ações de Contrato.pdf"). */
  label: (item: T) => string;
  /** The menu's items (`Menu.Item`s, `Menu.Sub`s) for the item it was opened on. */
  children: (item: T) => ReactNode;
}

/**
 * Mantine's menu at a point: anchored to an empty spot at the pointer (or the element), the
 * focus on its first item, arrows and type-ahead to move, Esc to close.
 */
export function ContextMenu<T>({ menu, label, children }: ContextMenuProps<T>) {
  const { opened } = menu;
  const labelId = useId();
  const dropdown = useRef<HTMLDivElement>(null);
  // Opened from the keyboard or the pointer, the focus goes to the first item it can take
  // (Mantine's own first focus depends on its transition, which a quick key can outrun).
  useEffect(() => {
    if (!opened) return;
    let frame = 0;
    let tries = 0;
    // The dropdown mounts with its transition: look for it on the next frames (a few at most).
    const focusFirst = () => {
      const root = dropdown.current;
      if (root?.contains(document.activeElement)) return;
      const first = root?.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])');
      if (first) first.focus();
      else if ((tries += 1) < 30) frame = window.requestAnimationFrame(focusFirst);
    };
    frame = window.requestAnimationFrame(focusFirst);
    return () => window.cancelAnimationFrame(frame);
  }, [opened]);
  return (
    <Menu
      opened={opened !== null}
      onChange={(next) => {
        if (!next) menu.close();
      }}
      position="bottom-start"
      shadow="md"
      width={230}
      returnFocus={false}
      // No trap: it would pull the focus back in while the menu fades out, and lose it to the
      // page as the menu leaves. The focus goes in (above) and back to the item (`close`).
      trapFocus={false}
      // A key pressed outside is no click outside here: the key that opens the menu (Shift+F10,
      // the ContextMenu key) is pressed on the item, and would close it as it opens.
      clickOutsideEvents={['mousedown', 'touchstart']}
      withInitialFocusPlaceholder={false}
      loop
    >
      <Menu.Target>
        {/* A pointer position is physical (left/top) in either direction. */}
        <div
          aria-hidden="true"
          style={{
            position: 'fixed',
            left: menu.point.x,
            top: menu.point.y,
            width: 0,
            height: 0,
            pointerEvents: 'none',
          }}
        />
      </Menu.Target>
      {/* Named by its own label: the anchor Mantine would name it by is an empty spot. */}
      <Menu.Dropdown ref={dropdown} aria-labelledby={labelId}>
        <VisuallyHidden id={labelId}>{opened ? label(opened.item) : ''}</VisuallyHidden>
        {opened && children(opened.item)}
      </Menu.Dropdown>
    </Menu>
  );
}
