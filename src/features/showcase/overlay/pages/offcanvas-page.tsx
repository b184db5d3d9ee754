import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { DeliveryDrawer } from '../components/delivery-drawer';
import { DrawerLooks, DrawerSides } from '../components/drawer-examples';

export const namespaces = ['components-overlay'] as const;

/**
 * `/components/offcanvas`: drawers from the start, the end, the top and the bottom (start and
 * end follow the reading direction), one with a form, and their sizes and backgrounds.
 */
export default function OffcanvasPage() {
  const { t } = useTranslation('components-overlay');
  return (
    <CardGrid>
      <TitledCard title={t('offcanvas.sides.title')} text={t('offcanvas.sides.text')}>
        <DrawerSides />
      </TitledCard>
      <TitledCard title={t('offcanvas.form.heading')} text={t('offcanvas.form.text')}>
        <DeliveryDrawer />
      </TitledCard>
      <TitledCard title={t('offcanvas.looks.title')} text={t('offcanvas.looks.text')}>
        <DrawerLooks />
      </TitledCard>
    </CardGrid>
  );
}
