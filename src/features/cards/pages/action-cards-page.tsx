import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import { ArchiveRestore } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { GoalCard, OrdersCard, SupportCard } from '../components/gallery/action/data-cards';
import { DevicesCard } from '../components/gallery/action/devices-card';
import { NoticeCard, NotesCard } from '../components/gallery/action/static-cards';
import type { GalleryCardProps } from '../components/gallery/action/types';
import { useRemovableCards } from '../components/gallery/action/use-removable-cards';

export const namespaces = ['card-gallery'] as const;

type CardId = 'notes' | 'support' | 'goal' | 'orders' | 'devices' | 'notice';
const cards: Record<CardId, ComponentType<GalleryCardProps>> = {
  notes: NotesCard,
  support: SupportCard,
  goal: GoalCard,
  orders: OrdersCard,
  devices: DevicesCard,
  notice: NoticeCard,
};
const order = Object.keys(cards) as CardId[];

/** `/cards/action`: cards that collapse, refresh, go full screen and are removed (and come back). */
export default function ActionCardsPage() {
  const { t } = useTranslation('card-gallery');
  const removable = useRemovableCards(order, (id) => t(`action.cards.${id}.title`));
  return (
    <>
      <Group justify="space-between" align="center" gap="sm" mb="lg" mih={36}>
        <Text size="sm" c="dimmed" maw={640}>
          {t('action.intro')}
        </Text>
        {removable.removedCount > 0 && (
          <Group gap="sm">
            <Text size="sm">{t('action.removedCount', { count: removable.removedCount })}</Text>
            <Button
              ref={(element) => removable.register('restore', element)}
              variant="light"
              leftSection={<ArchiveRestore size={16} aria-hidden="true" />}
              onClick={removable.restoreAll}
            >
              {t('action.restore')}
            </Button>
          </Group>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {order.filter(removable.isShown).map((id) => {
          const Card = cards[id];
          return (
            <Card
              key={id}
              onRemove={() => removable.remove(id)}
              cardRef={(element) => removable.register(id, element)}
            />
          );
        })}
      </SimpleGrid>
      {removable.removedCount === order.length && (
        <Text ta="center" c="dimmed" py="xl">
          {t('action.empty')}
        </Text>
      )}
    </>
  );
}
