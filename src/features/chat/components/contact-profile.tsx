import { Badge, ColorSwatch, Stack, Text, Title } from '@mantine/core';
import { bidiText } from '@/components/bidi/bidi';
import { SideDrawer } from '@/components/side-drawer/side-drawer';
import { useTranslation } from '@/lib/i18n-react';
import type { Contact } from '../types';
import { StatusAvatar, statusColor } from './status-avatar';

interface ContactProfileProps {
  contact: Contact;
  opened: boolean;
  onClose: () => void;
}

/** The contact's profile, beside the conversation: picture, name, role, status and about. */
export function ContactProfile({ contact, opened, onClose }: ContactProfileProps) {
  const { t } = useTranslation('chat');
  return (
    <SideDrawer opened={opened} onClose={onClose} size={340} title={t('profile.title')}>
      <Stack align="center" gap="xs" ta="center">
        <StatusAvatar person={contact} size={96} />
        <Title order={2} size="h4" {...bidiText()}>
          {contact.fullName}
        </Title>
        <Text size="sm" c="dimmed" {...bidiText()}>
          {contact.role}
        </Text>
        <Badge
          variant="light"
          color={statusColor[contact.status]}
          leftSection={
            <ColorSwatch
              aria-hidden="true"
              size={8}
              color={`var(--mantine-color-${statusColor[contact.status]}-filled)`}
            />
          }
        >
          {t(`status.${contact.status}`)}
        </Badge>
      </Stack>
      <Stack gap={4} mt="xl">
        <Text size="xs" fw={600} tt="uppercase" c="dimmed">
          {t('profile.about')}
        </Text>
        <Text size="sm" {...bidiText()}>
          {contact.about}
        </Text>
      </Stack>
    </SideDrawer>
  );
}
