import {
  Button,
  Group,
  Input,
  Progress,
  Rating,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/components/toast';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { reviewSchema, type ReviewValues } from '../types';

const stars = [5, 4, 3, 2, 1] as const;
type Star = (typeof stars)[number];

/** The reviews of the hammock so far, by stars. */
const initial: Record<Star, number> = { 5: 78, 4: 29, 3: 11, 2: 6, 1: 4 };

const blank: ReviewValues = { rating: 0, comment: '' };

/** How many reviews, their average, the share of each star. */
function summarise(counts: Record<Star, number>) {
  const total = stars.reduce((sum, star) => sum + counts[star], 0);
  const points = stars.reduce((sum, star) => sum + star * counts[star], 0);
  return { total, average: total ? points / total : 0 };
}

/** A product's reviews: the average, a bar a star, and a form to add one (stars and a comment). */
export function ReviewSummary() {
  const { t } = useTranslation('extensions-feedback');
  const format = useFormat();
  const [counts, setCounts] = useState(initial);
  const form = useZodForm(reviewSchema, { initialValues: blank });
  const labelId = useId();
  const errorId = useId();
  const { total, average } = summarise(counts);
  const score = format.number(average, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const { error: ratingError, ...ratingProps } = form.getInputProps('rating');

  const submit = form.onSubmit((values) => {
    const star = values.rating as Star;
    setCounts((current) => ({ ...current, [star]: current[star] + 1 }));
    toast.success(t('ratings.review.thanks', { count: star }));
    form.reset();
  });

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {t('ratings.review.product')}
        </Text>
        <Group gap="sm" align="center">
          <Text fz={40} fw={700} lh={1} aria-hidden="true">
            {score}
          </Text>
          <Stack gap={2}>
            <Rating
              value={average}
              fractions={10}
              readOnly
              role="img"
              aria-label={t('ratings.review.average', { value: score, max: 5 })}
            />
            <Text size="sm" c="dimmed">
              {t('ratings.review.total', { count: total, formatted: format.number(total) })}
            </Text>
          </Stack>
        </Group>
        <Stack gap={6}>
          {stars.map((star) => {
            const share = total ? counts[star] / total : 0;
            const name = t('ratings.review.starName', { count: star });
            return (
              <Group key={star} gap="xs" wrap="nowrap">
                <Text size="sm" w={72} style={{ flexShrink: 0 }}>
                  {name}
                </Text>
                <Progress
                  flex={1}
                  value={share * 100}
                  color="yellow.6"
                  aria-label={t('ratings.review.bar', {
                    name,
                    count: counts[star],
                    formatted: format.number(counts[star]),
                    share: format.percent(share),
                  })}
                />
                <Text size="sm" c="dimmed" w={40} ta="end" style={{ flexShrink: 0 }}>
                  {format.number(counts[star])}
                </Text>
              </Group>
            );
          })}
        </Stack>
      </Stack>

      <form noValidate onSubmit={submit} aria-label={t('ratings.review.formLabel')}>
        <Stack gap="sm">
          <Input.Wrapper
            label={t('ratings.review.yourRating')}
            labelElement="div"
            labelProps={{ id: labelId }}
            withAsterisk
            error={ratingError}
            errorProps={{ id: errorId }}
          >
            <Rating
              {...ratingProps}
              size="lg"
              mt={4}
              role="radiogroup"
              aria-labelledby={labelId}
              aria-required="true"
              aria-invalid={ratingError ? 'true' : undefined}
              aria-describedby={ratingError ? errorId : undefined}
              // Programmatic focus only (a failed submit leads here); Tab reaches the stars.
              tabIndex={-1}
              getSymbolLabel={(each) => t('ratings.symbol', { count: each, value: String(each) })}
            />
          </Input.Wrapper>
          <Textarea
            label={t('ratings.review.comment')}
            placeholder={t('ratings.review.commentPlaceholder')}
            withAsterisk
            autosize
            minRows={3}
            maxRows={6}
            {...form.getInputProps('comment')}
          />
          <Group>
            <Button type="submit" leftSection={<Send size={16} aria-hidden="true" />}>
              {t('ratings.review.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SimpleGrid>
  );
}
