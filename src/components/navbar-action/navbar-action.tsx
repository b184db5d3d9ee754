import { ActionIcon, Tooltip, type ActionIconProps } from '@mantine/core';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';

type NavbarActionProps = ActionIconProps &
  Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'style'> & {
    label: string;
    children: ReactNode;
    /** Show the label as a tooltip (off when a menu opens from the button). */
    tooltip?: boolean;
  };

/** An icon button of the navbar: named for screen readers, coloured by the navbar's colour. */
export const NavbarAction = forwardRef<HTMLButtonElement, NavbarActionProps>(function NavbarAction(
  { label, children, tooltip = true, ...props },
  ref,
) {
  const button = (
    <ActionIcon
      ref={ref}
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
      aria-label={label}
      style={{ color: 'var(--navbar-fg, inherit)' }}
      {...props}
    >
      {children}
    </ActionIcon>
  );
  return tooltip ? (
    <Tooltip label={label} openDelay={400}>
      {button}
    </Tooltip>
  ) : (
    button
  );
});
