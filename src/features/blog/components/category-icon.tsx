import {
  Accessibility,
  Briefcase,
  ChartColumn,
  Code,
  Lightbulb,
  PenTool,
  type LucideIcon,
} from 'lucide-react';
import type { CategoryIcon as IconName } from '../types';

const icons: Record<IconName, LucideIcon> = {
  PenTool,
  Lightbulb,
  Code,
  ChartColumn,
  Accessibility,
  Briefcase,
};

/** A category's icon, by the name the sidebar call gives. */
export function CategoryIcon({ name }: { name: IconName }) {
  const Icon = icons[name];
  return <Icon size={16} aria-hidden="true" />;
}
