import { ActionIcon, Avatar, Checkbox, Group, Text, Tooltip } from '@mantine/core';
import { Paperclip, Star } from 'lucide-react';
import { memo, useMemo } from 'react';
import { bidiText } from '@/components/bidi/bidi';
import { htmlToText } from '@/components/safe-html/text';
import { safeAvatarUrl } from '@/lib/avatar';
import { useFormat } from '@/lib/use-format';
import { useTranslation } from '@/lib/i18n-react';
import type { Email } from '../types';
import { LabelDot } from './label-dot';
import classes from './email.module.css';

interface EmailItemProps {
  email: Email;
  selected: boolean;
  active: boolean;
  onOpen: (id: number) => void;
  onSelect: (id: number, selected: boolean) => void;
  onStar: (email: Email) => void;
}

/** One row: who, subject, a plain-text excerpt, when; unread in bold. */
export const EmailItem = memo(function EmailItem({
  email,
  selected,
  active,
  onOpen,
  onSelect,
  onStar,
}: EmailItemProps) {
  const { t } = useTranslation('email');
  const format = useFormat();
  // Parsing HTML is not free: once per message, not once per render.
  const excerpt = useMemo(() => htmlToText(email.message).slice(0, 140), [email.message]);
  return (
    <div
      className={classes.item}
      data-unread={!email.isRead || undefined}
      data-active={active || undefined}
    >
      <Checkbox
        size="xs"
        checked={selected}
        onChange={(event) => onSelect(email.id, event.currentTarget.checked)}
        aria-label={t('select', { subject: email.subject })}
      />
      <ActionIcon
        variant="subtle"
        color={email.isStarred ? 'yellow' : 'gray'}
        size="sm"
        aria-pressed={email.isStarred}
        aria-label={email.isStarred ? t('unstar') : t('star')}
        onClick={() => onStar(email)}
      >
        <Star size={16} fill={email.isStarred ? 'currentColor' : 'none'} aria-hidden="true" />
      </ActionIcon>
      <button type="button" className={classes.open} onClick={() => onOpen(email.id)}>
        <Avatar
          src={safeAvatarUrl(email.from.avatar)}
          size={32}
          radius="xl"
          alt=""
          color="mirante"
          className={classes.itemAvatar}
        >
          {email.from.name.slice(0, 1)}
        </Avatar>
        <span className={classes.itemBody}>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Text component="span" size="sm" {...bidiText(classes.sender)} truncate>
              {email.from.name}
            </Text>
            <Text component="span" size="xs" c="dimmed" className={classes.time}>
              <time dateTime={email.time} title={format.dateTime(email.time)} dir="auto">
                {format.relative(email.time)}
              </time>
            </Text>
          </Group>
          {/* Outside the subject, which takes its direction from its own first letter. */}
          {!email.isRead && <span className={classes.visuallyHidden}>{t('unreadMark')}: </span>}
          <Text component="span" size="sm" {...bidiText(classes.subject)} truncate>
            {email.subject}
          </Text>
          <Group gap={6} wrap="nowrap">
            {email.labels.map((label) => (
              <Tooltip key={label} label={t(`labels.${label}`)}>
                <LabelDot label={label} size={8} name={t(`labels.${label}`)} />
              </Tooltip>
            ))}
            {email.attachments.length > 0 && (
              <Paperclip size={12} aria-label={t('attachment')} role="img" />
            )}
            <Text component="span" size="xs" c="dimmed" {...bidiText()} truncate>
              {excerpt}
            </Text>
          </Group>
        </span>
      </button>
    </div>
  );
});
