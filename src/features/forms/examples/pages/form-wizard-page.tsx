import { ACCOUNT_NAMESPACE } from '@/components/account/namespace';
import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { SignupWizard, type WizardVariant } from '../components/wizard/signup-wizard';

export const namespaces = ['forms', ACCOUNT_NAMESPACE] as const;

const variants: readonly WizardVariant[] = ['horizontal', 'vertical', 'modern'];

/**
 * `/forms/wizard`: one sign-up wizard (account, personal data, address, social) drawn three
 * ways, each step checked before the next and a summary at the end.
 */
export default function FormWizardPage() {
  const { t } = useTranslation('forms');
  return (
    <CardGrid cols={1}>
      {variants.map((variant) => (
        <TitledCard
          key={variant}
          title={t(`wizard.${variant}.title`)}
          text={t(`wizard.${variant}.text`)}
        >
          <SignupWizard variant={variant} />
        </TitledCard>
      ))}
    </CardGrid>
  );
}
