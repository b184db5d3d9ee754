import { DND_NAMESPACE } from '@/components/dnd/use-dnd';
import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { QuoteForm } from '../components/repeater/quote-form';

export const namespaces = ['forms', DND_NAMESPACE] as const;

/**
 * `/forms/form-repeater`: a quote's rows (item, cost, quantity, price) added, removed and
 * reordered by drag, each checked beside its fields, with the sums beneath.
 */
export default function FormRepeaterPage() {
  const { t } = useTranslation('forms');
  return (
    <CardGrid cols={1}>
      <TitledCard title={t('repeater.title')} text={t('repeater.text')}>
        <QuoteForm />
      </TitledCard>
    </CardGrid>
  );
}
