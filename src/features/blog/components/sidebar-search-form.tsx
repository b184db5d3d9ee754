import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchInput } from '@/components/search-input/search-input';
import { useTranslation } from '@/lib/i18n-react';
import { blogPaths } from '../paths';

/** The sidebar's search away from the list: Enter opens the list searched for the words. */
export function SidebarSearchForm() {
  const { t } = useTranslation('blog');
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  return (
    <form
      role="search"
      aria-label={t('sidebar.search')}
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(blogPaths.listWith({ q: q.trim() }));
      }}
    >
      <SearchInput
        aria-label={t('sidebar.search')}
        placeholder={t('sidebar.searchPlaceholder')}
        value={q}
        onChange={setQ}
      />
    </form>
  );
}
