import { Text } from '@mantine/core';
import { useId } from 'react';
import { safeAvatarUrl } from '@/lib/avatar';
import { useTranslation } from '@/lib/i18n-react';
import type { Post } from '../types';
import classes from './profile.module.css';

interface PostMediaProps {
  post: Post;
  size: { width: number; height: number };
}

/**
 * A post's picture, or its video (native controls over the poster). The demo has no video to
 * play: a video without a source says so beside it rather than offering a dead player alone.
 */
export function PostMedia({ post, size }: PostMediaProps) {
  const { t } = useTranslation('profile');
  const noteId = useId();
  if (post.video) {
    const poster = safeAvatarUrl(post.video.poster) ?? undefined;
    const src = post.video.src && /^https:\/\//i.test(post.video.src) ? post.video.src : undefined;
    const captions = /^(https:\/\/|data:text\/vtt)/i.test(post.video.captions)
      ? post.video.captions
      : undefined;
    return (
      <figure className={classes.media}>
        <video
          controls
          preload="none"
          poster={poster}
          src={src}
          width={size.width}
          height={size.height}
          className={classes.mediaItem}
          aria-label={t('post.videoLabel', { name: post.author.name })}
          aria-describedby={src ? undefined : noteId}
        >
          <track kind="captions" src={captions} srcLang="pt-BR" label={t('post.captions')} />
        </video>
        {!src && (
          <Text component="figcaption" size="xs" c="dimmed" id={noteId}>
            {t('post.videoUnavailable')}
          </Text>
        )}
      </figure>
    );
  }
  const image = safeAvatarUrl(post.image);
  if (!image) return null;
  return (
    <img
      src={image}
      alt={t('post.imageAlt', { name: post.author.name })}
      width={size.width}
      height={size.height}
      loading="lazy"
      className={`${classes.media} ${classes.mediaItem}`}
    />
  );
}
