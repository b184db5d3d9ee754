import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import {
  EditMenu,
  MenuPositions,
  OrderActionsMenu,
  SplitButtons,
} from '../components/menu-examples';

export const namespaces = ['components-overlay'] as const;

/**
 * `/components/dropdowns`: menus with a submenu worked by the keyboard, on each side of their
 * button, with icons, shortcuts, ticks and disabled items, and split buttons in colour.
 */
export default function DropdownsPage() {
  const { t } = useTranslation('components-overlay');
  return (
    <CardGrid>
      <TitledCard title={t('dropdowns.submenu.title')} text={t('dropdowns.submenu.text')}>
        <OrderActionsMenu />
      </TitledCard>
      <TitledCard title={t('dropdowns.rich.title')} text={t('dropdowns.rich.text')}>
        <EditMenu />
      </TitledCard>
      <TitledCard title={t('dropdowns.positions.title')} text={t('dropdowns.positions.text')}>
        <MenuPositions />
      </TitledCard>
      <TitledCard title={t('dropdowns.split.title')} text={t('dropdowns.split.text')}>
        <SplitButtons />
      </TitledCard>
    </CardGrid>
  );
}
