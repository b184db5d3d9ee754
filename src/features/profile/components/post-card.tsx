import { Avatar, Button, Group, Text, Title } from '@mantine/core';
import { Heart, MessageCircle, Share2 } from 'lucide-react';
import { useId } from 'react';
import { initials, safeAvatarUrl } from '@/lib/avatar';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { useLikePost } from '../mutations';
import { POST_IMAGE_SIZE } from '../sizes';
import type { Post } from '../types';
import { PostComments } from './post-comments';
import { PostMedia } from './post-media';
import classes from './profile.module.css';

/** Who liked the post: the first named, then how many others. */
function LikedBy({ post }: { post: Post }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const [first] = post.likedUsers;
  if (!first) return null;
  const others = post.likedCount + post.likedUsers.length - 1;
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar.Group spacing="xs" aria-hidden="true">
        {post.likedUsers.map((person) => (
          <Avatar
            key={person.name}
            src={safeAvatarUrl(person.avatar)}
            alt=""
            size="sm"
            radius="xl"
            color="mirante"
          >
            {initials(person.name)}
          </Avatar>
        ))}
      </Avatar.Group>
      <Text size="xs" c="dimmed">
        {others > 0
          ? t('post.likedByMore', {
              name: first.name,
              count: others,
              formatted: format.number(others),
            })
          : t('post.likedBy', { name: first.name })}
      </Text>
    </Group>
  );
}

/** One post of the feed: its author, text, picture or video, likes and comments. */
export function PostCard({ post }: { post: Post }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const like = useLikePost();
  const titleId = useId();
  const count = (value: number) => ({ count: value, formatted: format.number(value) });
  return (
    <article className={classes.post} aria-labelledby={titleId}>
      <Group gap="sm" wrap="nowrap">
        <Avatar src={safeAvatarUrl(post.author.avatar)} alt="" radius="xl" color="mirante">
          {initials(post.author.name)}
        </Avatar>
        <div className={classes.rowText}>
          <Title order={3} id={titleId} className={classes.author}>
            {post.author.name}
          </Title>
          <Text
            size="xs"
            c="dimmed"
            component="time"
            dateTime={post.time}
            title={format.dateTime(post.time)}
          >
            {format.relative(post.time)}
          </Text>
        </div>
      </Group>
      <Text size="sm" className={classes.postText}>
        {post.text}
      </Text>
      <PostMedia post={post} size={POST_IMAGE_SIZE} />
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <Button
            variant={post.youLiked ? 'light' : 'subtle'}
            color={post.youLiked ? 'red' : 'gray'}
            size="compact-sm"
            aria-pressed={post.youLiked}
            aria-label={t('post.likeLabel', count(post.likes))}
            leftSection={
              <Heart size={16} aria-hidden="true" fill={post.youLiked ? 'currentColor' : 'none'} />
            }
            onClick={() => like.mutate(post.id)}
          >
            {format.number(post.likes)}
          </Button>
          <Group gap={4} wrap="nowrap" className={classes.stat}>
            <MessageCircle size={16} aria-hidden="true" />
            <Text size="sm">{t('post.comments', count(post.comments))}</Text>
          </Group>
          <Group gap={4} wrap="nowrap" className={classes.stat}>
            <Share2 size={16} aria-hidden="true" />
            <Text size="sm">{t('post.shares', count(post.share))}</Text>
          </Group>
        </Group>
        <LikedBy post={post} />
      </Group>
      <PostComments post={post} />
    </article>
  );
}
