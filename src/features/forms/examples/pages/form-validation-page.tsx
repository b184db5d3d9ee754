import { ACCOUNT_NAMESPACE } from '@/components/account/namespace';
import { CardGrid } from '@/components/section-card/card-grid';
import {
  ChoiceRule,
  DateRule,
  FileRule,
  PasswordRule,
  RangeRule,
} from '../components/validation/other-rules';
import {
  EmailRule,
  LengthRule,
  PatternRule,
  RequiredRule,
  UrlRule,
} from '../components/validation/text-rules';

export const namespaces = ['forms', ACCOUNT_NAMESPACE] as const;

/**
 * `/forms/validation`: one form per family of rules, each message beside its field in the
 * active language, saying what is wrong and how to put it right; checked on submit, then as
 * the fields change.
 */
export default function FormValidationPage() {
  return (
    <CardGrid>
      <RequiredRule />
      <EmailRule />
      <UrlRule />
      <LengthRule />
      <RangeRule />
      <PatternRule />
      <PasswordRule />
      <DateRule />
      <ChoiceRule />
      <FileRule />
    </CardGrid>
  );
}
