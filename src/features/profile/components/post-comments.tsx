import { Avatar, Button, Group, Text } from '@mantine/core';
import { Heart } from 'lucide-react';
import { initials, safeAvatarUrl } from '@/lib/avatar';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { useLikeComment } from '../mutations';
import type { Post, PostComment } from '../types';
import { CommentForm } from './comment-form';
import classes from './profile.module.css';

function CommentItem({ comment }: { comment: PostComment }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const like = useLikeComment();
  return (
    <li className={classes.comment}>
      <Avatar
        src={safeAvatarUrl(comment.author.avatar)}
        alt=""
        size="sm"
        radius="xl"
        color="mirante"
      >
        {initials(comment.author.name)}
      </Avatar>
      <div className={classes.rowText}>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {comment.author.name}
          </Text>
          <Text
            size="xs"
            c="dimmed"
            component="time"
            dateTime={comment.time}
            title={format.dateTime(comment.time)}
          >
            {format.relative(comment.time)}
          </Text>
        </Group>
        <Text size="sm" className={classes.postText}>
          {comment.comment}
        </Text>
      </div>
      <Button
        variant="subtle"
        color={comment.youLiked ? 'red' : 'gray'}
        size="compact-xs"
        aria-pressed={comment.youLiked}
        aria-label={t('post.commentLike', {
          name: comment.author.name,
          count: comment.likes,
          formatted: format.number(comment.likes),
        })}
        leftSection={
          <Heart size={14} aria-hidden="true" fill={comment.youLiked ? 'currentColor' : 'none'} />
        }
        onClick={() => like.mutate(comment.id)}
        className={classes.rowAction}
      >
        {format.number(comment.likes)}
      </Button>
    </li>
  );
}

/** A post's comments, and the box to add one (kept by the demo API). */
export function PostComments({ post }: { post: Post }) {
  const { t } = useTranslation('profile');
  return (
    <div className={classes.comments}>
      {post.detailedComments.length > 0 && (
        <ul
          className={classes.list}
          aria-label={t('post.commentsLabel', { name: post.author.name })}
        >
          {post.detailedComments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </ul>
      )}
      <CommentForm postId={post.id} />
    </div>
  );
}
