import {
  ActionIcon,
  Group,
  Popover,
  ScrollArea,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { Search, Star } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { NavbarAction } from '@/components/navbar-action/navbar-action';
import { QueryError } from '@/components/query-state/query-error';
import { useTranslation } from '@/lib/i18n-react';
import { useBookmarks, useToggleBookmark } from '../api';
import { allowedPages, normalize, type SearchPage } from '../filter';
import classes from './bookmarks.module.css';

/**
 * The navbar's bookmarks: one button per bookmarked page, and a star menu listing every
 * page with a filter and a star to toggle it (applied at once, undone if the call fails).
 */
export function Bookmarks({ pages }: { pages: SearchPage[] }) {
  const { t } = useTranslation('search');
  const bookmarks = useBookmarks();
  const { data } = bookmarks;
  const toggle = useToggleBookmark();
  const [filter, setFilter] = useState('');
  const entries = useMemo(() => allowedPages(data?.suggestions ?? [], pages), [data, pages]);
  const bookmarked = entries.filter((entry) => entry.isBookmarked);
  const shown = useMemo(() => {
    const query = normalize(filter);
    return query ? entries.filter((entry) => normalize(entry.title).includes(query)) : entries;
  }, [entries, filter]);

  return (
    <Group gap={2} wrap="nowrap">
      <Group
        gap={2}
        wrap="nowrap"
        visibleFrom="md"
        component="nav"
        aria-label={t('bookmarks.menu')}
      >
        {bookmarked.map(({ target, title, link, icon: Icon }) => (
          <NavbarAction key={target} to={link} label={title}>
            <Icon size={20} aria-hidden="true" />
          </NavbarAction>
        ))}
      </Group>
      <Popover
        width={300}
        position="bottom-start"
        shadow="md"
        trapFocus
        onClose={() => setFilter('')}
      >
        <Popover.Target>
          <NavbarAction label={t('bookmarks.menu')} tooltip={false}>
            <Star size={20} aria-hidden="true" />
          </NavbarAction>
        </Popover.Target>
        <Popover.Dropdown p="xs">
          <TextInput
            size="sm"
            placeholder={t('bookmarks.filter')}
            aria-label={t('bookmarks.filter')}
            leftSection={<Search size={14} aria-hidden="true" />}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            mb="xs"
          />
          <ScrollArea.Autosize mah={300} type="auto">
            {bookmarks.isError ? (
              <QueryError error={bookmarks.error} onRetry={() => void bookmarks.refetch()} />
            ) : shown.length === 0 ? (
              <Text size="sm" c="dimmed" ta="center" py="md">
                {t('bookmarks.none')}
              </Text>
            ) : (
              <ul className={classes.list}>
                {shown.map(({ id, target, title, link, icon: Icon, isBookmarked }) => (
                  <li key={target} className={classes.row}>
                    <UnstyledButton component={Link} to={link} className={classes.page}>
                      <Icon size={16} aria-hidden="true" />
                      <span>{title}</span>
                    </UnstyledButton>
                    <ActionIcon
                      variant="subtle"
                      color={isBookmarked ? 'yellow' : 'gray'}
                      aria-pressed={isBookmarked}
                      aria-label={t(isBookmarked ? 'bookmarks.remove' : 'bookmarks.add', { title })}
                      onClick={() => toggle.mutate(id)}
                    >
                      <Star
                        size={16}
                        aria-hidden="true"
                        fill={isBookmarked ? 'currentColor' : 'none'}
                      />
                    </ActionIcon>
                  </li>
                ))}
              </ul>
            )}
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
