import { Anchor, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Mail, Phone, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import classes from './help.module.css';

interface ContactProps {
  icon: LucideIcon;
  label: string;
  href: string;
  value: string;
  hint: string;
}

function Contact({ icon: Icon, label, href, value, hint }: ContactProps) {
  return (
    <Card withBorder radius="md" padding="lg" className={classes.contactCard}>
      <Stack align="center" gap={6}>
        <ThemeIcon variant="light" size="xl" radius="md">
          <Icon size={22} aria-hidden="true" />
        </ThemeIcon>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {/* A number and an address read left to right in either direction. */}
        <Anchor href={href} fw={600} fz="lg" dir="ltr" className={classes.wrap}>
          {value}
        </Anchor>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </Stack>
    </Card>
  );
}

/** "Still have a question?": the phone and the e-mail of the help desk. */
export function FaqContact() {
  const { t } = useTranslation('help');
  return (
    <Stack component="section" aria-labelledby="faq-contact-title" gap="lg" mt="md">
      <Stack align="center" gap={4}>
        <Title order={2} id="faq-contact-title" fz="h3" ta="center">
          {t('faq.contact.title')}
        </Title>
        <Text c="dimmed" ta="center" maw={560}>
          {t('faq.contact.subtitle')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Contact
          icon={Phone}
          label={t('faq.contact.phoneLabel')}
          href={t('faq.contact.phoneHref')}
          value={t('faq.contact.phone')}
          hint={t('faq.contact.phoneHint')}
        />
        <Contact
          icon={Mail}
          label={t('faq.contact.emailLabel')}
          href={`mailto:${t('faq.contact.email')}`}
          value={t('faq.contact.email')}
          hint={t('faq.contact.emailHint')}
        />
      </SimpleGrid>
    </Stack>
  );
}
