import { Card, Divider, Stack, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import type { BlogDetail } from '../types';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';

/** The thread under a post (`#comments`, where the list's cards lead) and the form to join it. */
export function PostComments({ detail }: { detail: BlogDetail }) {
  const { t } = useTranslation('blog');
  const { number } = useFormat();
  const count = detail.blog.comments;
  return (
    <Card
      component="section"
      withBorder
      radius="md"
      padding="lg"
      id="comments"
      aria-labelledby="blog-comments-title"
    >
      <Stack gap="md">
        <Title order={2} size="h4" id="blog-comments-title">
          {t('comments.title', { count, formatted: number(count) })}
        </Title>
        <CommentList comments={detail.comments} />
        <Divider />
        <CommentForm blogId={detail.blog.id} />
      </Stack>
    </Card>
  );
}
