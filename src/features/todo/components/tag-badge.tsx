import { Badge, ColorSwatch } from '@mantine/core';
import { useTranslation } from '@/lib/i18n-react';
import type { Tag } from '../types';

export const tagColor: Record<Tag, string> = {
  team: 'blue',
  low: 'teal',
  medium: 'orange',
  high: 'red',
  update: 'grape',
};

/** A tag as a small coloured badge, named in the active language. */
export function TagBadge({ tag }: { tag: Tag }) {
  const { t } = useTranslation('todo');
  return (
    <Badge size="sm" variant="light" color={tagColor[tag]} radius="sm">
      {t(`tags.${tag}`)}
    </Badge>
  );
}

/** A tag's colour beside its name in the sidebar (decorative: the name says it). */
export function TagSwatch({ tag }: { tag: Tag }) {
  return (
    <ColorSwatch
      component="span"
      size={10}
      color={`var(--mantine-color-${tagColor[tag]}-6)`}
      withShadow={false}
      aria-hidden="true"
    />
  );
}
