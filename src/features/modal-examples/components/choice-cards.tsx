import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { InputProps } from '@/lib/form';

export interface Choice<T extends string> {
  value: T;
  label: string;
  description?: ReactNode;
  icon?: LucideIcon;
  /** Beside the label: a badge. */
  aside?: ReactNode;
}

interface ChoiceCardsProps<T extends string> {
  label: string;
  choices: readonly Choice<T>[];
  /** The form's input props of the field (`form.getInputProps('plan')`). */
  input: InputProps<T | null>;
  columns?: { base: number; sm?: number };
}

/** A required choice among a few, as cards with a radio each; the error below them. */
export function ChoiceCards<T extends string>({
  label,
  choices,
  input,
  columns = { base: 1, sm: 2 },
}: ChoiceCardsProps<T>) {
  return (
    <Radio.Group
      label={label}
      withAsterisk
      name={input.name}
      value={input.value || null}
      onChange={input.onChange}
      error={input.error}
    >
      <SimpleGrid cols={columns} spacing="sm" mt="xs">
        {choices.map(({ value, label: choiceLabel, description, icon: Icon, aside }) => (
          <Radio.Card key={value} value={value} radius="md" p="md" onBlur={input.onBlur}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              {Icon && <Icon size={20} aria-hidden="true" />}
              <Stack gap={2} miw={0}>
                <Group gap="xs">
                  <Text fw={600}>{choiceLabel}</Text>
                  {aside}
                </Group>
                {description && (
                  <Text size="sm" c="dimmed" component="div">
                    {description}
                  </Text>
                )}
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
