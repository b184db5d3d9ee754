import { Card, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/lib/i18n-react';

/** The three cards' shapes while the plans load. */
export function PlanCardsSkeleton() {
  const { t } = useTranslation('pricing');
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" aria-busy="true">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      {[0, 1, 2].map((index) => (
        <Card key={index} withBorder radius="md" padding="lg">
          <Stack gap="sm" align="center">
            <Skeleton circle height={96} />
            <Skeleton height={20} width="50%" />
            <Skeleton height={12} width="70%" />
            <Skeleton height={40} width="40%" mt="sm" />
            {[0, 1, 2, 3, 4].map((line) => (
              <Skeleton key={line} height={12} width="85%" />
            ))}
            <Skeleton height={36} mt="md" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
