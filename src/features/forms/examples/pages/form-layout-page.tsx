import { Stack } from '@mantine/core';
import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { BankAccountForm } from '../components/layout/bank-account-form';
import { CustomerForm } from '../components/layout/customer-form';
import { DeliveryForm } from '../components/layout/delivery-form';
import { NewsletterForm } from '../components/layout/newsletter-form';
import { SignInForm } from '../components/layout/sign-in-form';

export const namespaces = ['forms'] as const;

/**
 * `/forms/layout`: realistic forms laid out horizontally (labels on the side), vertically,
 * with icons, inline and in several columns; each checks its fields on submit.
 */
export default function FormLayoutPage() {
  const { t } = useTranslation('forms');
  return (
    <Stack gap="lg">
      <CardGrid>
        <TitledCard title={t('layout.customer.title')} text={t('layout.customer.text')}>
          <CustomerForm />
        </TitledCard>
        <TitledCard title={t('layout.bank.title')} text={t('layout.bank.text')}>
          <BankAccountForm />
        </TitledCard>
        <TitledCard title={t('layout.signIn.title')} text={t('layout.signIn.text')}>
          <SignInForm />
        </TitledCard>
        <TitledCard title={t('layout.newsletter.title')} text={t('layout.newsletter.text')}>
          <NewsletterForm />
        </TitledCard>
      </CardGrid>
      <CardGrid cols={1}>
        <TitledCard title={t('layout.delivery.title')} text={t('layout.delivery.text')}>
          <DeliveryForm />
        </TitledCard>
      </CardGrid>
    </Stack>
  );
}
