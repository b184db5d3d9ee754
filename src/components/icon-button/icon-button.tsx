import { ActionIcon, Tooltip, type ActionIconProps } from '@mantine/core';
import type { LucideIcon } from 'lucide-react';

interface IconButtonProps extends Omit<ActionIconProps, 'children'> {
  /** The button's accessible name, also shown as its tooltip. */
  label: string;
  icon: LucideIcon;
  iconSize?: number;
  /** e.g. `mirror-rtl` for arrows that point along the reading direction. */
  iconClassName?: string;
  onClick?: () => void;
  withTooltip?: boolean;
}

/** A button that is only an icon: named for screen readers, explained on hover. */
export function IconButton({
  label,
  icon: Icon,
  iconSize = 16,
  iconClassName,
  withTooltip = true,
  variant = 'subtle',
  color = 'gray',
  ...props
}: IconButtonProps) {
  const button = (
    <ActionIcon variant={variant} color={color} aria-label={label} {...props}>
      <Icon size={iconSize} className={iconClassName} aria-hidden="true" />
    </ActionIcon>
  );
  return withTooltip ? <Tooltip label={label}>{button}</Tooltip> : button;
}
