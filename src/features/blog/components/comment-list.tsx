import { Avatar, Group, Stack, Text } from '@mantine/core';
import { initials, safeAvatarUrl } from '@/lib/avatar';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import type { BlogComment } from '../types';
import classes from './blog.module.css';

/** The post's comments, oldest first: each a person, a moment and their words (plain text). */
export function CommentList({ comments }: { comments: readonly BlogComment[] }) {
  const { t } = useTranslation('blog');
  const { dateTime } = useFormat();
  if (comments.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('comments.none')}
      </Text>
    );
  }
  return (
    <Stack
      component="ul"
      gap="md"
      m={0}
      p={0}
      className={classes.plainList}
      aria-label={t('comments.listLabel')}
    >
      {comments.map((comment) => (
        <li key={comment.id} aria-busy={comment.id < 0 || undefined}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Avatar src={safeAvatarUrl(comment.avatar)} alt="" size={36} color="mirante">
              {initials(comment.userFullName)}
            </Avatar>
            <Stack gap={2} miw={0}>
              <Text size="sm">
                <Text span fw={600} size="sm">
                  {comment.userFullName}
                </Text>
                <Text span c="dimmed" size="xs">
                  {' · '}
                  <time dateTime={comment.commentedAt}>{dateTime(comment.commentedAt)}</time>
                </Text>
              </Text>
              <Text size="sm" className={classes.commentText}>
                {comment.commentText}
              </Text>
            </Stack>
          </Group>
        </li>
      ))}
    </Stack>
  );
}
