import { ThemeIcon, useMantineTheme, type ThemeIconProps } from '@mantine/core';
import { createElement } from 'react';
import {
  BadgeDollarSign,
  CircleHelp,
  Code,
  Compass,
  CreditCard,
  KeyRound,
  LayoutGrid,
  Package,
  Palette,
  Plug,
  Receipt,
  Rocket,
  RotateCcw,
  Shield,
  Truck,
  UserCog,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

/** The icons the help data may name; any other name draws the question mark. */
const icons: Record<string, LucideIcon> = {
  BadgeDollarSign,
  Code,
  Compass,
  CreditCard,
  KeyRound,
  LayoutGrid,
  Package,
  Palette,
  Plug,
  Receipt,
  Rocket,
  RotateCcw,
  Shield,
  Truck,
  UserCog,
  Users,
  Wrench,
};

function iconOf(name: string): LucideIcon {
  return Object.hasOwn(icons, name) ? (icons[name] ?? CircleHelp) : CircleHelp;
}

/** The bare icon, in the text's colour (inside a tab, a button). */
export const helpGlyph = (name: string, size = 16) =>
  createElement(iconOf(name), { size, 'aria-hidden': true });

interface HelpIconProps extends Omit<ThemeIconProps, 'children' | 'color'> {
  name: string;
  /** A Mantine colour name from data; an unknown one is the primary colour. */
  color?: string | undefined;
  iconSize?: number;
}

/** A group's icon in its colour, decorative (the group's title says what it is). */
export function HelpIcon({ name, color, iconSize = 20, ...props }: HelpIconProps) {
  const theme = useMantineTheme();
  const known = color !== undefined && Object.hasOwn(theme.colors, color);
  return (
    <ThemeIcon variant="light" radius="md" color={known ? color : undefined} {...props}>
      {helpGlyph(name, iconSize)}
    </ThemeIcon>
  );
}
