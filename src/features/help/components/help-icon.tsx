import { ThemeIcon, useMantineTheme, type ThemeIconProps } from '@mantine/core';
import { createElement } from 'react';
import { CircleHelp, type LucideIcon } from 'lucide-react';
import * as helpIcons from './help-icons';

/** Any other name than the data's icons draws the question mark. */
const icons: Readonly<Record<string, LucideIcon>> = helpIcons;

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
