import { Avatar, Group, Text } from '@mantine/core';
import { bidiText } from '@/components/bidi/bidi';
import { initials, safeAvatarUrl } from '@/lib/avatar';
import type { Invoice } from '../types/invoice';

/** The client of a row: picture or initials, name, and company e-mail cut at its end. */
export function InvoiceClientCell({ invoice }: { invoice: Pick<Invoice, 'client' | 'avatar'> }) {
  const { client, avatar } = invoice;
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={safeAvatarUrl(avatar)} alt="" size={32} radius="xl" color="mirante">
        {initials(client.name)}
      </Avatar>
      {/* A long company e-mail ends in "…" rather than squeezing the columns beside it. */}
      <div style={{ minWidth: 0, maxWidth: 220 }} title={client.companyEmail}>
        <Text size="sm" fw={500} truncate="end" {...bidiText()}>
          {client.name}
        </Text>
        <Text size="xs" c="dimmed" truncate="end" {...bidiText()}>
          {client.companyEmail}
        </Text>
      </div>
    </Group>
  );
}
