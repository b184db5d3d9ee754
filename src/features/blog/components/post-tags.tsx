import { Badge, Group } from '@mantine/core';
import { useTranslation } from '@/lib/i18n-react';
import type { BlogCategory, BlogStatus } from '../types';

const statusColor: Record<BlogStatus, string> = {
  published: 'teal',
  draft: 'gray',
  scheduled: 'orange',
};

/** A post's categories as badges, and its status when it is not published. */
export function PostTags({ tags, status }: { tags: readonly BlogCategory[]; status?: BlogStatus }) {
  const { t } = useTranslation('blog');
  return (
    <Group gap={6} wrap="wrap">
      {status && status !== 'published' && (
        <Badge variant="light" color={statusColor[status]} size="sm">
          {t(`status.${status}`)}
        </Badge>
      )}
      {tags.map((tag) => (
        <Badge key={tag} variant="light" size="sm">
          {t(`categories.${tag}`)}
        </Badge>
      ))}
    </Group>
  );
}
