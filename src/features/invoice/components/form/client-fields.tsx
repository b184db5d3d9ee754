import { Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Search } from 'lucide-react';
import { bidiPart, bidiText } from '@/components/bidi/bidi';
import { QueryError } from '@/components/query-state/query-error';
import { useTranslation } from '@/lib/i18n-react';
import { useInvoiceClients } from '../../document-api';
import type { InvoiceClient } from '../../types/invoice';
import type { InvoiceFormApi } from '../../types/invoice-form';

const clientFields = ['name', 'company', 'companyEmail', 'address', 'country', 'contact'] as const;

/** Who is billed: one of the known clients, picked from a list, or typed by hand. */
export function ClientFields({ form }: { form: InvoiceFormApi }) {
  const { t } = useTranslation('invoice-form');
  const clients = useInvoiceClients();
  const list = clients.data ?? [];
  const chosen = list.find(
    (client) =>
      client.companyEmail === form.values.client.companyEmail &&
      client.name === form.values.client.name,
  );

  const choose = (email: string | null) => {
    const client = list.find((candidate) => candidate.companyEmail === email);
    if (!client) return;
    for (const field of clientFields) form.setFieldValue(`client.${field}`, client[field]);
  };

  const input = (field: (typeof clientFields)[number], label: string, required = false) => (
    <TextInput
      label={label}
      withAsterisk={required}
      {...(field === 'companyEmail' ? { type: 'email' } : bidiPart('input'))}
      {...form.getInputProps(`client.${field}`)}
    />
  );

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('client.title')}
      </Title>
      {clients.isError ? (
        <QueryError
          error={clients.error}
          title={t('client.loadFailed')}
          onRetry={() => void clients.refetch()}
        />
      ) : (
        <Select
          label={t('client.pick')}
          description={t('client.pickHint')}
          placeholder={clients.isPending ? t('client.loading') : t('client.pickPlaceholder')}
          disabled={clients.isPending}
          searchable
          allowDeselect={false}
          leftSection={<Search size={16} aria-hidden="true" />}
          nothingFoundMessage={t('client.nothingFound')}
          data={list.map((client) => ({ value: client.companyEmail, label: client.name }))}
          value={chosen?.companyEmail ?? null}
          onChange={choose}
          renderOption={({ option }) => (
            <ClientOption client={list.find((client) => client.companyEmail === option.value)} />
          )}
          {...bidiPart('input')}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        {input('name', t('client.name'), true)}
        {input('company', t('client.company'))}
        {input('companyEmail', t('client.email'), true)}
        {input('contact', t('client.contact'))}
        {input('address', t('client.address'))}
        {input('country', t('client.country'))}
      </SimpleGrid>
    </Stack>
  );
}

function ClientOption({ client }: { client: InvoiceClient | undefined }) {
  if (!client) return null;
  return (
    <div>
      <Text size="sm" {...bidiText()}>
        {client.name}
      </Text>
      <Text size="xs" c="dimmed" {...bidiText()}>
        {client.company}
      </Text>
    </div>
  );
}
