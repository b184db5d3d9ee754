import {
  Anchor,
  Card,
  Divider,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { SafeHtml } from '@/components/safe-html/safe-html';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { helpPaths } from '../paths';
import type { KbArticle } from '../types';
import { ArticleFeedback } from './article-feedback';
import { BackLink } from './back-link';
import classes from './help.module.css';

interface KbArticleViewProps {
  article: KbArticle;
  category: string;
  /** Where "back" leads: the category's page, named. */
  back: { to: string; label: string };
}

/** An article: when it was updated, its text (sanitised), the feedback and related questions. */
export function KbArticleView({ article, category, back }: KbArticleViewProps) {
  const { t } = useTranslation('help');
  const format = useFormat();
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card component="article" aria-label={article.title} withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Group gap={6} c="dimmed">
              <Clock size={14} aria-hidden="true" />
              <Text size="sm">
                {t('article.updated', {
                  date: format.day(article.lastUpdated, { dateStyle: 'long' }),
                })}
              </Text>
            </Group>
            <Divider />
            <Typography className={classes.article}>
              <SafeHtml html={article.content} dir="auto" />
            </Typography>
            <Divider />
            <ArticleFeedback />
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="kb-related">
          <Stack gap="md">
            <Title order={2} fz="h5" id="kb-related">
              {t('article.related')}
            </Title>
            {article.relatedQuestions.length > 0 ? (
              <Stack component="ul" gap="xs" className={classes.plainList}>
                {article.relatedQuestions.map((related) => (
                  <li key={related.id}>
                    <Anchor
                      component={Link}
                      to={helpPaths.article(category, related.slug)}
                      size="sm"
                    >
                      <bdi>{related.question}</bdi>
                    </Anchor>
                  </li>
                ))}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {t('article.noRelated')}
              </Text>
            )}
            <Divider />
            <BackLink to={back.to} label={back.label} />
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}

export function KbArticleSkeleton() {
  return (
    <Grid gap="lg" aria-busy="true">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder radius="md" padding="lg" aria-hidden="true">
          <Stack gap="sm">
            <Skeleton height={12} width={180} radius="sm" />
            {[92, 100, 86, 95, 60].map((width, index) => (
              <Skeleton key={index} height={14} width={`${width}%`} radius="sm" />
            ))}
            <Skeleton height={80} radius="sm" mt="sm" />
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder radius="md" padding="lg" aria-hidden="true">
          <Stack gap="sm">
            <Skeleton height={18} width="60%" radius="sm" />
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} height={12} width="85%" radius="sm" />
            ))}
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
