import { Group, Rating, Stack, Text } from '@mantine/core';
import { Annoyed, Frown, Heart, Laugh, Meh, Smile, ThumbsUp, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';

/** A rating's figure as people write it: "4,5" (one decimal at most). */
function useScore() {
  const format = useFormat();
  return (value: number) => format.number(value, { maximumFractionDigits: 1 });
}

/** Read-only: the stars are one picture named "4,5 de 5 estrelas", the figure beside them. */
export function ReadOnlyRating() {
  const { t } = useTranslation('extensions-feedback');
  const score = useScore();
  return (
    <Group gap="sm">
      <Rating
        value={4.5}
        fractions={2}
        readOnly
        role="img"
        aria-label={t('ratings.stars', { value: score(4.5), max: 5 })}
      />
      <Text size="sm" fw={600} aria-hidden="true">
        {t('ratings.readOnly.figure', { value: score(4.5), max: 5 })}
      </Text>
    </Group>
  );
}

/** Half stars: each half is its own choice, named for a screen reader. */
export function HalfStars() {
  const { t } = useTranslation('extensions-feedback');
  const score = useScore();
  const [value, setValue] = useState(3.5);
  return (
    <Stack gap="xs">
      <Rating
        value={value}
        onChange={setValue}
        fractions={2}
        size="lg"
        role="radiogroup"
        aria-label={t('ratings.half.label')}
        getSymbolLabel={(each) => t('ratings.symbol', { count: each, value: score(each) })}
      />
      <Text size="sm">{t('ratings.half.value', { value: score(value), max: 5 })}</Text>
    </Stack>
  );
}

const faces: Record<number, LucideIcon> = { 1: Frown, 2: Annoyed, 3: Meh, 4: Smile, 5: Laugh };
const faceColors: Record<number, string> = {
  1: 'var(--mantine-color-red-7)',
  2: 'var(--mantine-color-orange-7)',
  3: 'var(--mantine-color-yellow-7)',
  4: 'var(--mantine-color-lime-7)',
  5: 'var(--mantine-color-teal-7)',
};
const faceIcon = (value: number, full: boolean) => {
  const Face = faces[value] ?? Meh;
  return (
    <Face
      size={28}
      aria-hidden="true"
      color={full ? faceColors[value] : 'var(--mantine-color-gray-5)'}
    />
  );
};

/** Hearts, thumbs and faces in place of stars; each face is named by what it means. */
export function CustomIcons() {
  const { t } = useTranslation('extensions-feedback');
  const score = useScore();
  const [face, setFace] = useState(4);
  const symbol = (each: number) => t('ratings.symbol', { count: each, value: score(each) });
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Text size="sm" w={110}>
          {t('ratings.icons.hearts')}
        </Text>
        <Rating
          defaultValue={4}
          color="red"
          role="radiogroup"
          aria-label={t('ratings.icons.hearts')}
          getSymbolLabel={symbol}
          emptySymbol={<Heart size={22} aria-hidden="true" color="var(--mantine-color-gray-5)" />}
          fullSymbol={
            <Heart
              size={22}
              aria-hidden="true"
              color="var(--mantine-color-red-7)"
              fill="var(--mantine-color-red-7)"
            />
          }
        />
      </Group>
      <Group gap="sm">
        <Text size="sm" w={110}>
          {t('ratings.icons.thumbs')}
        </Text>
        <Rating
          defaultValue={3}
          role="radiogroup"
          aria-label={t('ratings.icons.thumbs')}
          getSymbolLabel={symbol}
          emptySymbol={
            <ThumbsUp size={22} aria-hidden="true" color="var(--mantine-color-gray-5)" />
          }
          fullSymbol={
            <ThumbsUp
              size={22}
              aria-hidden="true"
              color="var(--mantine-color-mirante-7)"
              fill="var(--mantine-color-mirante-1)"
            />
          }
        />
      </Group>
      <Group gap="sm">
        <Text size="sm" w={110}>
          {t('ratings.icons.faces')}
        </Text>
        <Rating
          value={face}
          onChange={setFace}
          highlightSelectedOnly
          role="radiogroup"
          aria-label={t('ratings.icons.faces')}
          getSymbolLabel={(each) => t(`ratings.icons.face.${each as 1 | 2 | 3 | 4 | 5}`)}
          emptySymbol={(each) => faceIcon(each, false)}
          fullSymbol={(each) => faceIcon(each, true)}
        />
        <Text size="sm" fw={600}>
          {t(`ratings.icons.face.${face as 1 | 2 | 3 | 4 | 5}`)}
        </Text>
      </Group>
    </Stack>
  );
}

const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** Each size, read-only, named with its size. */
export function RatingSizes() {
  const { t } = useTranslation('extensions-feedback');
  return (
    <Stack gap="xs">
      {sizes.map((size) => (
        <Rating
          key={size}
          size={size}
          value={4}
          readOnly
          role="img"
          aria-label={t('ratings.sizes.label', {
            size: t(`ratings.sizes.names.${size}`),
            value: 4,
            max: 5,
          })}
        />
      ))}
    </Stack>
  );
}

const colors = ['yellow', 'orange', 'red', 'grape', 'mirante', 'teal'] as const;

/** Each colour, read-only, named with its colour. */
export function RatingColors() {
  const { t } = useTranslation('extensions-feedback');
  return (
    <Stack gap="xs">
      {colors.map((color, index) => (
        <Rating
          key={color}
          color={color}
          value={5 - (index % 3)}
          readOnly
          role="img"
          aria-label={t('ratings.colors.label', {
            color: t(`ratings.colors.names.${color}`),
            value: 5 - (index % 3),
            max: 5,
          })}
        />
      ))}
    </Stack>
  );
}

/** Ten symbols: "from 0 to 10, would you recommend us?". */
export function TenStars() {
  const { t } = useTranslation('extensions-feedback');
  const score = useScore();
  const labelId = useId();
  const [value, setValue] = useState(8);
  return (
    <Stack gap="xs">
      <Text size="sm" id={labelId}>
        {t('ratings.ten.question')}
      </Text>
      <Rating
        count={10}
        value={value}
        onChange={setValue}
        role="radiogroup"
        aria-labelledby={labelId}
        getSymbolLabel={(each) => t('ratings.symbol', { count: each, value: score(each) })}
        style={{ flexWrap: 'wrap' }}
      />
      <Text size="sm">{t('ratings.ten.value', { value: score(value), max: 10 })}</Text>
    </Stack>
  );
}
