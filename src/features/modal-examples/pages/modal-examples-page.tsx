import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n-react';
import { ExampleCard } from '../components/example-card';
import { modalExamples } from '../examples';

export const namespaces = ['modal-examples'] as const;

/**
 * `/pages/modal-examples`: eight everyday modals, each a working form that validates and says
 * so; none saves anything. Each modal's body downloads when it is first wanted.
 */
export default function ModalExamplesPage() {
  const { t } = useTranslation('modal-examples');
  return (
    <Stack gap="md">
      <Text c="dimmed" maw={720}>
        {t('intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        {modalExamples.map((example) => (
          <ExampleCard key={example.id} example={example} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
