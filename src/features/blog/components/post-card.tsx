import { Anchor, Card, Text, Title } from '@mantine/core';
import { ArrowRight, MessageSquare } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { blogPaths } from '../paths';
import type { BlogListItem } from '../types';
import classes from './blog.module.css';
import { PostByline } from './post-byline';
import { PostImage } from './post-image';
import { PostTags } from './post-tags';

interface PostCardProps {
  post: BlogListItem;
  /** Below the first row: its picture is fetched when it comes near. */
  lazyImage?: boolean;
}

/** A post in the list: picture, title (the link), author and date, categories, excerpt, comments. */
export function PostCard({ post, lazyImage = false }: PostCardProps) {
  const { t } = useTranslation('blog');
  const { number } = useFormat();
  const titleId = useId();
  const to = blogPaths.detail(post.id);
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
      aria-labelledby={titleId}
    >
      {/* The picture leads to the post for a pointer; the title is the link to tab to. */}
      <Link to={to} tabIndex={-1} aria-hidden="true">
        <PostImage src={post.img} lazy={lazyImage} />
      </Link>
      <PostTags tags={post.tags} status={post.status} />
      <Title order={2} size="h4" id={titleId} className={classes.title}>
        <Anchor component={Link} to={to} c="inherit">
          {post.title}
        </Anchor>
      </Title>
      <PostByline name={post.userFullName} avatar={post.avatar} time={post.blogPosted} />
      <Text size="sm" c="dimmed" lineClamp={3} className={classes.excerpt}>
        {post.excerpt}
      </Text>
      <div className={classes.cardFoot}>
        <Anchor
          component={Link}
          to={`${to}#comments`}
          size="sm"
          c="dimmed"
          aria-describedby={titleId}
          className={classes.iconLink}
        >
          <MessageSquare size={14} aria-hidden="true" />
          {t('card.comments', { count: post.comment, formatted: number(post.comment) })}
        </Anchor>
        <Anchor
          component={Link}
          to={to}
          size="sm"
          fw={600}
          aria-describedby={titleId}
          className={classes.iconLink}
        >
          {t('card.readMore')}
          <ArrowRight size={14} className="mirror-rtl" aria-hidden="true" />
        </Anchor>
      </div>
    </Card>
  );
}
