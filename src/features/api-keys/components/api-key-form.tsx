import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { KeyRound } from 'lucide-react';
import { useMemo } from 'react';
import { bidiPart } from '@/components/bidi/bidi';
import { FormFailure, useFormFailure } from '@/components/form-failure/form-failure';
import { toast } from '@/components/toast';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { nameKey } from '@/lib/list-query';
import { useCreateApiKey } from '../api';
import { apiKeyFormSchema, apiKeyPermissions, type ApiKey, type ApiKeyFormValues } from '../types';

const empty: ApiKeyFormValues = { name: '', permission: '' };

interface ApiKeyFormProps {
  /** The caller's keys' names, for the duplicate check before the call. */
  names: readonly string[];
  /** The key as created: whole, this once. */
  onCreated: (apiKey: ApiKey) => void;
}

/** A name and a permission; refusals beside the fields, what was typed kept on a failure. */
export function ApiKeyForm({ names, onCreated }: ApiKeyFormProps) {
  const { t } = useTranslation('api-keys');
  const create = useCreateApiKey();
  const failure = useFormFailure();
  const schema = useMemo(() => apiKeyFormSchema(new Set(names.map(nameKey))), [names]);
  const form = useZodForm<typeof schema, ApiKeyFormValues>(schema, { initialValues: empty });

  const submit = form.onSubmit(async (values) => {
    failure.clear();
    try {
      const { apiKey } = await create.mutateAsync(values);
      toast.success(t('toasts.created', { name: apiKey.name }));
      form.reset(empty);
      onCreated(apiKey);
    } catch (error) {
      failure.show(error, (fields) =>
        form.setServerErrors(fields, {
          name: 'api-keys:validation.duplicate',
          permission: 'api-keys:validation.permission',
        }),
      );
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <FormFailure error={failure.error} title={t('create.failed')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('create.name')}
            placeholder={t('create.namePlaceholder')}
            withAsterisk
            maxLength={60}
            {...bidiPart('input')}
            {...form.getInputProps('name')}
          />
          <Select
            label={t('create.permission')}
            placeholder={t('create.permissionPlaceholder')}
            withAsterisk
            allowDeselect={false}
            data={apiKeyPermissions.map((value) => ({ value, label: t(`permissions.${value}`) }))}
            {...form.getInputProps('permission')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={form.submitting}
            leftSection={<KeyRound size={16} aria-hidden="true" />}
          >
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
