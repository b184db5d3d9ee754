import { Menu, type MenuSubProps } from '@mantine/core';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useDirection } from '@/lib/document-settings';

interface SubMenuProps extends Omit<MenuSubProps, 'children'> {
  /** The item that opens it. */
  label: ReactNode;
  leftSection?: ReactNode;
  /** Classes of the opening item and of the submenu. */
  itemClassName?: string | undefined;
  dropdownClassName?: string | undefined;
  /** Marks the opening item when the page shown is inside (the horizontal menu). */
  holdsActive?: boolean | undefined;
  /** The submenu's items (`Menu.Item`s, other `SubMenu`s). */
  children: ReactNode;
}

/**
 * The app's one submenu, inside a Mantine `Menu`: ArrowRight (or Enter) opens it on its
 * first item, ArrowLeft closes it and gives the focus back to its item. Mantine 9.7 closes
 * it but looks for that item under another id (`…-target`), which leaves the focus on the
 * page: the item takes it back here. It opens towards the reading end: to the left in right
 * to left (Mantine's submenu keeps its side; its keys stay as they are).
 */
export function SubMenu({
  label,
  leftSection,
  itemClassName,
  dropdownClassName,
  holdsActive,
  children,
  position,
  ...props
}: SubMenuProps) {
  const rtl = useDirection() === 'rtl';
  const parent = useRef<HTMLButtonElement>(null);
  const back = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft') return;
    // Only this submenu's own items: a deeper one puts its own item back.
    if ((event.target as HTMLElement).closest('[role="menu"]') !== event.currentTarget) return;
    window.setTimeout(() => parent.current?.focus(), 20);
  };
  return (
    <Menu.Sub position={position ?? (rtl ? 'left-start' : 'right-start')} {...props}>
      <Menu.Sub.Target>
        <Menu.Sub.Item
          ref={parent}
          leftSection={leftSection}
          className={itemClassName}
          data-holds-active={holdsActive || undefined}
        >
          {label}
        </Menu.Sub.Item>
      </Menu.Sub.Target>
      <Menu.Sub.Dropdown className={dropdownClassName} onKeyDown={back}>
        {children}
      </Menu.Sub.Dropdown>
    </Menu.Sub>
  );
}
