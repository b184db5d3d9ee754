import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import {
  BlockLooks,
  ReportRefresh,
  SavingForm,
  SectionBlock,
  StockSync,
} from '../components/block-examples';

export const namespaces = ['extensions-feedback'] as const;

/**
 * `/extensions/block-ui`: an overlay over a card while work runs. The blocked content is
 * inert (no pointer, no Tab) and says `aria-busy`; a message, dim or blur, a form that saves,
 * a whole section, and a button on the overlay that ends the block.
 */
export default function BlockUiPage() {
  const { t } = useTranslation('extensions-feedback');
  return (
    <CardGrid>
      <TitledCard title={t('blockUi.report.heading')} text={t('blockUi.report.description')}>
        <ReportRefresh />
      </TitledCard>
      <TitledCard title={t('blockUi.stock.heading')} text={t('blockUi.stock.description')}>
        <StockSync />
      </TitledCard>
      <TitledCard title={t('blockUi.looks.heading')} text={t('blockUi.looks.description')}>
        <BlockLooks />
      </TitledCard>
      <TitledCard title={t('blockUi.form.heading')} text={t('blockUi.form.description')}>
        <SavingForm />
      </TitledCard>
      <TitledCard title={t('blockUi.section.heading')} text={t('blockUi.section.description')}>
        <SectionBlock />
      </TitledCard>
    </CardGrid>
  );
}
