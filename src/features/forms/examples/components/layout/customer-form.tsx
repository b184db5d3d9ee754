import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { toast } from '@/components/toast';
import { useZodForm } from '@/lib/form';
import { phoneMask, withMask } from '@/lib/form/masks';
import { useTranslation } from '@/lib/i18n-react';
import { blankCustomer, customerKinds, customerSchema } from '../../types/layout';
import classes from './layout.module.css';

/** Each field's label in the column at its side (above it in a narrow form). */
const side = { classNames: { root: classes.sideRoot, label: classes.sideLabel } };

/**
 * Horizontal, labels on the side: a customer's record. A company names itself; a valid
 * record is confirmed and the form is emptied for the next one.
 */
export function CustomerForm() {
  const { t } = useTranslation('forms');
  const form = useZodForm(customerSchema, { initialValues: blankCustomer() });
  const company = form.values.kind === 'company';
  const kind = form.getInputProps('kind');
  return (
    <form
      noValidate
      className={classes.sideForm}
      onSubmit={form.onSubmit((customer) => {
        toast.success(t('layout.customer.saved', { name: customer.name }));
        form.reset();
      })}
    >
      <Stack gap="sm">
        <TextInput
          {...side}
          label={t('layout.customer.name')}
          placeholder={t('layout.customer.namePlaceholder')}
          withAsterisk
          autoComplete="name"
          {...form.getInputProps('name')}
        />
        <TextInput
          {...side}
          label={t('layout.customer.email')}
          placeholder={t('layout.customer.emailPlaceholder')}
          type="email"
          withAsterisk
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <TextInput
          {...side}
          label={t('layout.customer.phone')}
          placeholder={t('layout.customer.phonePlaceholder')}
          type="tel"
          withAsterisk
          autoComplete="tel-national"
          {...withMask(phoneMask, form.getInputProps('phone'))}
        />
        <Radio.Group
          {...side}
          label={t('layout.customer.kind')}
          withAsterisk
          {...kind}
          onChange={(value) => {
            kind.onChange(value);
            // Whether the legal name is needed depends on the kind: checked again with it.
            form.update('company', (state) => state);
          }}
        >
          <Group gap="md" pt={8}>
            {customerKinds.map((kind) => (
              <Radio key={kind} value={kind} label={t(`layout.customer.kinds.${kind}`)} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput
          {...side}
          label={t('layout.customer.company')}
          description={company ? undefined : t('layout.customer.companyHint')}
          withAsterisk={company}
          autoComplete="organization"
          {...form.getInputProps('company')}
        />
        <Group justify="flex-end" gap="sm" className={classes.sideActions}>
          <Button variant="default" onClick={() => form.reset()}>
            {t('actions.clear')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('layout.customer.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
