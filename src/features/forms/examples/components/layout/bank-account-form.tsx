import { Button, Group, Radio, Select, Stack, TextInput } from '@mantine/core';
import { toast } from '@/components/toast';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import {
  accountTypes,
  bankAccountSchema,
  bankCodes,
  bankNames,
  blankBankAccount,
  type BankAccountValues,
} from '../../types/layout';

/** Vertical: each label above its field, one field a line. A valid account stays shown. */
export function BankAccountForm() {
  const { t } = useTranslation('forms');
  const form = useZodForm<typeof bankAccountSchema, BankAccountValues>(bankAccountSchema, {
    initialValues: blankBankAccount(),
  });
  const banks = bankCodes.map((code) => ({
    value: code,
    label: t('layout.bank.bankOption', { code, name: bankNames[code] }),
  }));
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((account) =>
        toast.success(
          t('layout.bank.saved', {
            bank: bankNames[account.bank],
            agency: account.agency,
            account: account.account,
          }),
        ),
      )}
    >
      <Stack gap="sm">
        <TextInput
          label={t('layout.bank.holder')}
          placeholder={t('layout.bank.holderPlaceholder')}
          withAsterisk
          autoComplete="name"
          {...form.getInputProps('holder')}
        />
        <Select
          label={t('layout.bank.bank')}
          placeholder={t('layout.bank.bankPlaceholder')}
          withAsterisk
          searchable
          openOnFocus={false}
          data={banks}
          nothingFoundMessage={t('layout.bank.noBank')}
          {...form.getInputProps('bank')}
        />
        <TextInput
          label={t('layout.bank.agency')}
          description={t('layout.bank.agencyHint')}
          placeholder="0001"
          inputMode="numeric"
          maxLength={4}
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('agency')}
        />
        <TextInput
          label={t('layout.bank.account')}
          description={t('layout.bank.accountHint')}
          placeholder="12345-6"
          maxLength={14}
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('account')}
        />
        <Radio.Group label={t('layout.bank.type')} withAsterisk {...form.getInputProps('type')}>
          <Group gap="md" mt={6}>
            {accountTypes.map((type) => (
              <Radio key={type} value={type} label={t(`layout.bank.types.${type}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {t('layout.bank.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
