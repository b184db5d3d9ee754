import {
  Anchor,
  Blockquote,
  Card,
  Code,
  Kbd,
  List,
  Mark,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Quote } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';

export const namespaces = ['showcase'] as const;

const levels = [1, 2, 3, 4, 5, 6] as const;

/** `/ui-element/typography`: the theme's type scale and text styles, in Portuguese. */
export default function TypographyPage() {
  const { t } = useTranslation('showcase');
  const unordered = t('typography.unordered', { returnObjects: true });
  const ordered = t('typography.ordered', { returnObjects: true });
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <Card>
        <Title order={2} size="h4">
          {t('typography.headings')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('typography.headingsHint')}
        </Text>
        <Stack gap="xs">
          {levels.map((level) => (
            <Text key={level} fz={`h${level}`} fw={600} lh={1.3}>
              {t('typography.sample', { count: level })}
            </Text>
          ))}
        </Stack>
      </Card>
      <Card>
        <Title order={2} size="h4" mb="md">
          {t('typography.text')}
        </Title>
        <Stack gap="sm">
          <Text size="lg">{t('typography.lead')}</Text>
          <Text>{t('typography.body')}</Text>
          <Text c="dimmed">{t('typography.dimmed')}</Text>
          <Text size="xs">{t('typography.small')}</Text>
          <Title order={3} size="h5" mt="sm">
            {t('typography.inline')}
          </Title>
          <Text>
            <strong>{t('typography.bold')}</strong> · <em>{t('typography.italic')}</em> ·{' '}
            <u>{t('typography.underline')}</u> · <s>{t('typography.strike')}</s> ·{' '}
            <Mark>{t('typography.mark')}</Mark> ·{' '}
            <abbr title={t('typography.abbrTitle')}>{t('typography.abbr')}</abbr> ·{' '}
            <Anchor href="#main-content" underline="always">
              {t('typography.link')}
            </Anchor>
          </Text>
          <Text>
            {t('typography.shortcut')} <Kbd>{t('typography.ctrl')}</Kbd> + <Kbd>K</Kbd>
          </Text>
        </Stack>
      </Card>
      <Card>
        <Title order={2} size="h4" mb="md">
          {t('typography.lists')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <List>
            {unordered.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <List type="ordered">
            {ordered.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </SimpleGrid>
      </Card>
      <Card>
        <Title order={2} size="h4" mb="md">
          {t('typography.quote')}
        </Title>
        <Blockquote icon={<Quote size={20} aria-hidden="true" />}>
          {t('typography.quoteText')}
          <Text component="cite" display="block" size="sm" c="dimmed" mt="xs">
            — {t('typography.quoteAuthor')}
          </Text>
        </Blockquote>
        <Title order={2} size="h4" mt="lg" mb="xs">
          {t('typography.code')}
        </Title>
        <Text size="sm" mb="xs">
          {t('typography.codeHint')}
        </Text>
        {/* It scrolls sideways on a phone: the keyboard must reach it too. */}
        <Code block tabIndex={0} aria-label={t('typography.codeLabel')}>
          {t('typography.codeSample')}
        </Code>
      </Card>
    </SimpleGrid>
  );
}
