import '@mantine/spotlight/styles.layer.css';
import { Avatar, Button, Image, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { createSpotlight, Spotlight, useSpotlight } from '@mantine/spotlight';
import { History, Search } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { bidiPart, bidiText } from '@/components/bidi/bidi';
import { initials, safeAvatarUrl } from '@/lib/avatar';
import { useTranslation } from '@/lib/i18n-react';
import { useSearchData } from '../api';
import { searchAll, type SearchPage } from '../filter';
import { clearRecent, readRecent, rememberSearch } from '../recent';
import { SearchDetail, type SearchItem } from './search-detail';
import { SEARCH_SHORTCUTS } from './shortcuts';
import classes from './global-search.module.css';

/** A labelled group of results (Mantine draws its group labels with CSS, unread by some readers). */
function ResultGroup({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className={classes.group}>
      <div id={id} className={classes.groupLabel}>
        {label}
      </div>
      {children}
    </div>
  );
}

interface SearchPaletteProps {
  pages: SearchPage[];
  /** Counts the asks to open (the bar's button, a shortcut before this code arrived). */
  asks: number;
}

/**
 * The command palette, fetched the first time it is asked for (global-search.tsx): typing
 * filters pages, files and contacts (four of each at most); arrows move, Enter opens, Esc
 * closes. From then on it answers its shortcuts itself.
 */
export default function SearchPalette({ pages, asks }: SearchPaletteProps) {
  const { t } = useTranslation(['search', 'common']);
  const navigate = useNavigate();
  const isPhone = useMediaQuery('(max-width: 36em)');
  const [[store, spotlight]] = useState(createSpotlight);
  // The palette owns the query (so it can highlight the first result as the list changes).
  const { query } = useSpotlight(store);
  const setQuery = (next: string) => store.updateState((state) => ({ ...state, query: next }));
  const [recent, setRecent] = useState(readRecent);
  const [selected, setSelected] = useState<SearchItem | null>(null);
  const search = useSearchData();
  const results = useMemo(
    () => (search.data ? searchAll(query, search.data, pages) : null),
    [search.data, query, pages],
  );
  const found = results ? results.pages.length + results.files.length + results.contacts.length : 0;
  const keep = () => setRecent(rememberSearch(query));

  // Each ask opens it: the first one as soon as it is here.
  useEffect(() => {
    if (asks > 0) spotlight.open();
  }, [asks, spotlight]);

  // Highlight the first result whenever the list changes, so Enter opens it. (The palette
  // tries the same on each keystroke, but before the new results are on screen.)
  useEffect(() => {
    if (found === 0) return;
    const { listId } = store.getState();
    const list = listId ? document.getElementById(listId) : null;
    if (!list || list.querySelector('[data-selected]')) return;
    list.querySelector('[data-action]')?.setAttribute('data-selected', 'true');
    store.updateState((state) => ({ ...state, selected: 0 }));
  }, [results, found, store]);

  let content: React.ReactNode;
  if (search.isError) {
    content = (
      <Spotlight.Empty {...bidiText()}>
        <Text size="sm">{t('search:search.failed')}</Text>
        <Button size="xs" variant="light" mt="xs" onClick={() => void search.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Spotlight.Empty>
    );
  } else if (!results) {
    content = <Spotlight.Empty {...bidiText()}>{t('search:search.loading')}</Spotlight.Empty>;
  } else if (!query.trim()) {
    content =
      recent.length > 0 ? (
        <ResultGroup label={t('search:search.groups.recent')}>
          {recent.map((item) => (
            <Spotlight.Action
              key={item}
              label={item}
              leftSection={<History size={16} aria-hidden="true" />}
              closeSpotlightOnTrigger={false}
              onClick={() => setQuery(item)}
            />
          ))}
          <Spotlight.Action
            label={t('search:search.clearRecent')}
            closeSpotlightOnTrigger={false}
            onClick={() => {
              clearRecent();
              setRecent([]);
            }}
          />
        </ResultGroup>
      ) : (
        <Spotlight.Empty {...bidiText()}>{t('search:search.start')}</Spotlight.Empty>
      );
  } else if (found === 0) {
    content = (
      <Spotlight.Empty {...bidiText()}>
        <Text size="sm" fw={500}>
          {t('search:search.empty', { query: query.trim() })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('search:search.emptyHint')}
        </Text>
      </Spotlight.Empty>
    );
  } else {
    content = (
      <>
        {results.pages.length > 0 && (
          <ResultGroup label={t('search:search.groups.pages')}>
            {results.pages.map(({ target, title, link, icon: Icon }) => (
              <Spotlight.Action
                key={target}
                label={title}
                description={link}
                leftSection={<Icon size={18} aria-hidden="true" />}
                onClick={() => {
                  keep();
                  void navigate(link);
                }}
              />
            ))}
          </ResultGroup>
        )}
        {results.files.length > 0 && (
          <ResultGroup label={t('search:search.groups.files')}>
            {results.files.map((file) => (
              <Spotlight.Action
                key={file.title}
                label={file.title}
                description={t('search:search.fileBy', { name: file.by, size: file.size })}
                leftSection={<Image src={file.file} w={24} h={29} fit="contain" alt="" />}
                onClick={() => {
                  keep();
                  setSelected({ kind: 'file', item: file });
                }}
              />
            ))}
          </ResultGroup>
        )}
        {results.contacts.length > 0 && (
          <ResultGroup label={t('search:search.groups.contacts')}>
            {results.contacts.map((contact) => (
              <Spotlight.Action
                key={contact.email}
                label={contact.title}
                description={contact.email}
                leftSection={
                  <Avatar
                    src={safeAvatarUrl(contact.img)}
                    size={28}
                    radius="xl"
                    alt=""
                    color="mirante"
                  >
                    {initials(contact.title)}
                  </Avatar>
                }
                onClick={() => {
                  keep();
                  setSelected({ kind: 'contact', item: contact });
                }}
              />
            ))}
          </ResultGroup>
        )}
      </>
    );
  }

  return (
    <>
      <Spotlight.Root
        store={store}
        shortcut={SEARCH_SHORTCUTS}
        fullScreen={isPhone}
        scrollable
        maxHeight={isPhone ? '100%' : 480}
      >
        <Spotlight.Search
          {...bidiPart('input')}
          placeholder={t('search:search.placeholder')}
          aria-label={t('search:search.label')}
          leftSection={<Search size={18} aria-hidden="true" />}
        />
        <Spotlight.ActionsList>{content}</Spotlight.ActionsList>
        <Spotlight.Footer>
          <Text size="xs" c="dimmed" {...bidiText()}>
            {t('search:search.hints')}
          </Text>
        </Spotlight.Footer>
      </Spotlight.Root>
      <SearchDetail selected={selected} onClose={() => setSelected(null)} />
    </>
  );
}
