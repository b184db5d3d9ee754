import { ActionIcon, Tooltip, type ActionIconProps } from '@mantine/core';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Link } from 'react-router';

type NavbarActionProps = ActionIconProps &
  Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'style'> & {
    label: string;
    children: ReactNode;
    /** Show the label as a tooltip (off when a menu opens from the button). */
    tooltip?: boolean;
    /** A page to open: the action is then a link. */
    to?: string;
  };

const style = { color: 'var(--navbar-fg, inherit)' };

/** An icon button (or link) of the navbar: named for screen readers, coloured by the navbar. */
export const NavbarAction = forwardRef<HTMLButtonElement, NavbarActionProps>(function NavbarAction(
  { label, children, tooltip = true, to, ...props },
  ref,
) {
  const common = {
    variant: 'subtle',
    color: 'gray',
    size: 'lg',
    radius: 'xl',
    'aria-label': label,
    style,
  } as const;
  const action = to ? (
    <ActionIcon component={Link} to={to} {...common}>
      {children}
    </ActionIcon>
  ) : (
    <ActionIcon ref={ref} {...common} {...props}>
      {children}
    </ActionIcon>
  );
  return tooltip ? (
    <Tooltip label={label} openDelay={400}>
      {action}
    </Tooltip>
  ) : (
    action
  );
});
