import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { ArrowRight, Mail, MessageCircle, MessagesSquare, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import classes from '../card-gallery.module.css';
import { CardHeading } from '../card-heading';

/** Title, subtitle, text and links: the plainest card. */
export function SimpleCard() {
  const { t } = useTranslation('card-gallery');
  return (
    <Card withBorder className={classes.stretch}>
      <Title order={3} size="h5">
        {t('basic.simple.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('basic.simple.subtitle')}
      </Text>
      <Text size="sm" className={classes.grow}>
        {t('basic.simple.text')}
      </Text>
      <Group gap="lg" mt="md">
        <Anchor component={Link} to="/cards/advance" size="sm" fw={600}>
          {t('basic.simple.advance')}
        </Anchor>
        <Anchor component={Link} to="/cards/action" size="sm" fw={600}>
          {t('basic.simple.action')}
        </Anchor>
      </Group>
    </Card>
  );
}

/** A header and a footer set apart from the body by lines. */
export function HeaderFooterCard() {
  const { t } = useTranslation('card-gallery');
  return (
    <Card withBorder className={classes.stretch}>
      <Card.Section withBorder inheritPadding py="sm">
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {t('basic.headerFooter.header')}
          </Text>
          <Badge variant="light">{t('basic.headerFooter.badge')}</Badge>
        </Group>
      </Card.Section>
      <Stack gap="sm" py="md" className={classes.grow}>
        <Title order={3} size="h5">
          {t('basic.headerFooter.title')}
        </Title>
        <Text size="sm">{t('basic.headerFooter.text')}</Text>
        <Button
          component={Link}
          to="/cards/advance"
          variant="light"
          w="fit-content"
          rightSection={<ArrowRight size={16} className="mirror-rtl" aria-hidden="true" />}
        >
          {t('basic.headerFooter.action')}
        </Button>
      </Stack>
      <Card.Section withBorder inheritPadding py="sm">
        <Text size="xs" c="dimmed">
          {t('basic.headerFooter.footer')}
        </Text>
      </Card.Section>
    </Card>
  );
}

const channels = [
  { key: 'email', icon: Mail, count: 24 },
  { key: 'chat', icon: MessageCircle, count: 12 },
  { key: 'phone', icon: Phone, count: 7 },
  { key: 'messages', icon: MessagesSquare, count: 31 },
] as const;

/** A list of rows, each with an icon and a count. */
export function ListCard() {
  const { t } = useTranslation('card-gallery');
  const format = useFormat();
  return (
    <Card withBorder>
      <CardHeading title={t('basic.list.title')} subtitle={t('basic.list.subtitle')} order={3} />
      <Card.Section mt="md" component="ul" className={classes.list}>
        {channels.map(({ key, icon: Icon, count }) => (
          <li key={key} className={classes.listItem}>
            <Icon size={18} aria-hidden="true" />
            <Text size="sm" className={classes.grow}>
              {t(`basic.list.channels.${key}`)}
            </Text>
            <Badge variant="light" color="gray">
              {t('basic.list.open', { count, value: format.number(count) })}
            </Badge>
          </li>
        ))}
      </Card.Section>
    </Card>
  );
}
