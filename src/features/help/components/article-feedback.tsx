import { Button, Group, Stack, Text } from '@mantine/core';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';

type Vote = 'yes' | 'no' | null;

/** "Was this article helpful?": answered here only (nothing is sent), then thanked. */
export function ArticleFeedback() {
  const { t } = useTranslation('help');
  const [vote, setVote] = useState<Vote>(null);
  return (
    <Stack gap="xs" role="group" aria-labelledby="kb-feedback-question">
      <Group gap="sm" wrap="wrap">
        <Text fw={600} id="kb-feedback-question">
          {t('article.feedback.question')}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant={vote === 'yes' ? 'filled' : 'default'}
            leftSection={<ThumbsUp size={14} aria-hidden="true" />}
            aria-pressed={vote === 'yes'}
            onClick={() => setVote('yes')}
          >
            {t('article.feedback.yes')}
          </Button>
          <Button
            size="xs"
            variant={vote === 'no' ? 'filled' : 'default'}
            leftSection={<ThumbsDown size={14} aria-hidden="true" />}
            aria-pressed={vote === 'no'}
            onClick={() => setVote('no')}
          >
            {t('article.feedback.no')}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed" role="status">
        {vote === 'yes' && t('article.feedback.thanksYes')}
        {vote === 'no' && t('article.feedback.thanksNo')}
      </Text>
    </Stack>
  );
}
