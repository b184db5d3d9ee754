import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n-react';
import classes from './color-cards.module.css';

const variants = ['solid', 'outline', 'light'] as const;

/**
 * Per tone: its theme colour, the shade of its solid fill and the text on that fill. Checked
 * for WCAG AA (4.5:1): white on mirante-6, teal-9 and red-9, dark-9 on yellow-4. Text on the
 * card or a light fill is shade 9 darkened in the light skin and shade 2 in the dark one.
 */
const tones = {
  primary: { color: 'mirante', solid: 6, onSolid: 'white' },
  success: { color: 'teal', solid: 9, onSolid: 'white' },
  warning: { color: 'yellow', solid: 4, onSolid: 'dark-9' },
  danger: { color: 'red', solid: 9, onSolid: 'white' },
} as const;

const toneVariables = ({ color, solid, onSolid }: (typeof tones)[keyof typeof tones]) => ({
  '--tone': `var(--mantine-color-${color}-${solid})`,
  '--tone-on-solid': `var(--mantine-color-${onSolid})`,
  '--tone-ink-light': `var(--mantine-color-${color}-light-color)`,
  '--tone-ink-dark': `var(--mantine-color-${color}-2)`,
  '--tone-line-light': `var(--mantine-color-${color}-7)`,
  '--tone-line-dark': `var(--mantine-color-${color}-4)`,
  '--tone-0': `var(--mantine-color-${color}-0)`,
  '--tone-9': `var(--mantine-color-${color}-9)`,
});

/** The theme's colours as solid, outlined and light cards, readable in both skins. */
export function ColorCards() {
  const { t } = useTranslation('card-gallery');
  return (
    <Stack gap="lg">
      {variants.map((variant) => (
        <div key={variant}>
          <Title order={3} size="h6" mb="sm">
            {t(`basic.colors.${variant}`)}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
            {Object.entries(tones).map(([tone, spec]) => (
              <Card
                key={tone}
                withBorder
                shadow="none"
                className={classes[variant]}
                style={toneVariables(spec)}
              >
                <Text fw={700} className={classes.name}>
                  {t(`basic.colors.tones.${tone as keyof typeof tones}`)}
                </Text>
                <Text size="sm" mt={4}>
                  {t(`basic.colors.${variant}Text`)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </div>
      ))}
    </Stack>
  );
}
