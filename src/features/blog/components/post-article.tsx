import { Card, Group, Stack } from '@mantine/core';
import { SafeHtml } from '@/components/safe-html/safe-html';
import type { BlogDetail } from '../types';
import classes from './blog.module.css';
import { PostByline } from './post-byline';
import { PostImage } from './post-image';
import { PostTags } from './post-tags';
import { ShareButtons } from './share-buttons';

/**
 * The post itself: its picture, author and date, categories, the content (HTML from data,
 * only through SafeHtml: scripts and event handlers never reach the page) and the share row.
 * The title is the page's heading.
 */
export function PostArticle({ blog }: { blog: BlogDetail['blog'] }) {
  return (
    <Card component="article" withBorder radius="md" padding="lg" aria-label={blog.title}>
      <Stack gap="md">
        <PostImage src={blog.img} />
        <Group justify="space-between" gap="sm" wrap="wrap">
          <PostByline
            name={blog.userFullName}
            avatar={blog.avatar}
            time={blog.createdTime}
            size="md"
          />
          <PostTags tags={blog.tags} status={blog.status} />
        </Group>
        <SafeHtml html={blog.content} className={classes.content} dir="auto" />
        <ShareButtons title={blog.title} />
      </Stack>
    </Card>
  );
}
