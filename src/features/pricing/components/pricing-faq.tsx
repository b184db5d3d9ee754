import { Accordion, Text } from '@mantine/core';
import { bidiText } from '@/components/bidi/bidi';
import type { FaqEntry } from '../types';

/** The plans' questions, one open at a time; each question is a heading (level 3). */
export function PricingFaq({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <Accordion variant="separated" radius="md" order={3}>
      {entries.map((entry, index) => (
        // The value names the item's ids (aria-controls): a question's spaces would break them.
        <Accordion.Item key={entry.question} value={`question-${index}`}>
          <Accordion.Control>
            <span {...bidiText()}>{entry.question}</span>
          </Accordion.Control>
          <Accordion.Panel>
            <Text size="sm" {...bidiText()}>
              {entry.ans}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
