import { ActionIcon, MultiSelect, Select, SimpleGrid, TextInput, Tooltip } from '@mantine/core';
import { RefreshCw } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import type * as z from 'zod/mini';
import type { ZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { slugify } from '../slug';
import {
  blogCategories,
  blogStatuses,
  type BlogPostFields,
  type blogPostFieldsSchema,
} from '../types';

type PostForm = ZodForm<z.input<typeof blogPostFieldsSchema>, BlogPostFields>;

/**
 * The post's title and slug, categories and status. The slug follows the title (accents
 * stripped, lower case, hyphens) until it is edited by hand; "Gerar do título" makes it follow
 * again. A post whose slug is not its title's (set by hand earlier) starts not following.
 */
export function PostEditMeta({ form }: { form: PostForm }) {
  const { t } = useTranslation('blog');
  const [follows, setFollows] = useState(() => form.values.slug === slugify(form.values.blogTitle));
  const title = form.getInputProps('blogTitle');
  const slug = form.getInputProps('slug');

  return (
    <>
      <TextInput
        label={t('edit.title')}
        withAsterisk
        {...title}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const value = event.currentTarget.value;
          title.onChange(value);
          if (follows) form.setFieldValue('slug', slugify(value));
        }}
      />
      <TextInput
        label={t('edit.slug')}
        description={follows ? t('edit.slugFollows') : t('edit.slugManual')}
        withAsterisk
        {...slug}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          setFollows(false);
          slug.onChange(event.currentTarget.value);
        }}
        rightSection={
          follows ? null : (
            <Tooltip label={t('edit.slugFromTitle')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('edit.slugFromTitle')}
                onClick={() => {
                  setFollows(true);
                  form.setFieldValue('slug', slugify(form.values.blogTitle));
                }}
              >
                <RefreshCw size={14} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          )
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MultiSelect
          label={t('edit.categories')}
          placeholder={
            form.values.blogCategories.length ? undefined : t('edit.categoriesPlaceholder')
          }
          withAsterisk
          data={blogCategories.map((value) => ({ value, label: t(`categories.${value}`) }))}
          {...form.getInputProps('blogCategories')}
        />
        <Select
          label={t('edit.status')}
          allowDeselect={false}
          data={blogStatuses.map((value) => ({ value, label: t(`status.${value}`) }))}
          {...form.getInputProps('status')}
        />
      </SimpleGrid>
    </>
  );
}
