import { Select, Text } from '@mantine/core';
import { DataTableToolbar } from '@/components/list-toolbar/list-toolbar';
import { SearchInput } from '@/components/search-input/search-input';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { useListState } from '@/lib/use-list-state';
import { blogListOptions, useBlogList } from '../api';
import { BlogSidebar } from '../components/blog-sidebar';
import classes from '../components/blog.module.css';
import { PostResults } from '../components/post-results';

// `table`: the pages' and "Limpar filtros"' words, shared with every list.
export const namespaces = ['blog', 'table'] as const;

/**
 * `/pages/blog/list?q=&category=&page=&perPage=`: the posts as cards, six (or nine) a page,
 * newest first; the sidebar searches them and narrows them to a category (state in the URL).
 */
export default function BlogListPage() {
  const { t } = useTranslation('blog');
  const { number } = useFormat();
  const list = useListState(blogListOptions);
  const query = useBlogList(list.params);
  const category = list.params.filters.category;
  const filtered = list.params.q !== '' || category !== undefined;
  const total = query.data?.total;

  return (
    <div className={classes.frame}>
      <div className={classes.layout}>
        <section className={classes.main} aria-label={t('list.label')}>
          <DataTableToolbar
            filters={{ active: filtered, onClear: list.reset }}
            tools={
              <Select
                aria-label={t('list.perPage')}
                size="xs"
                w={150}
                allowDeselect={false}
                data={list.pageSizes.map((size) => ({
                  value: String(size),
                  label: t('list.perPageOption', { count: size, formatted: number(size) }),
                }))}
                value={String(list.params.perPage)}
                onChange={(value) => value && list.setPerPage(Number(value))}
              />
            }
          >
            <Text size="sm" c="dimmed" aria-live="polite">
              {total === undefined
                ? null
                : category
                  ? t('list.countIn', {
                      count: total,
                      formatted: number(total),
                      category: t(`categories.${category}`),
                    })
                  : t('list.count', { count: total, formatted: number(total) })}
            </Text>
          </DataTableToolbar>
          <PostResults list={list} query={query} filtered={filtered} />
        </section>
        <BlogSidebar
          search={
            <SearchInput
              aria-label={t('sidebar.search')}
              placeholder={t('sidebar.searchPlaceholder')}
              value={list.q}
              onChange={list.setQ}
            />
          }
          activeCategory={category}
          categoryHref={(next) =>
            list.href({ filters: { category: next === category ? undefined : next } })
          }
        />
      </div>
    </div>
  );
}
