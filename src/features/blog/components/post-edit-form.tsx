import { Button, Card, Group, Input, Skeleton, Stack, Textarea } from '@mantine/core';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormActions } from '@/components/form-actions/form-actions';
import { FormFailure, useFormFailure, useSaveBase } from '@/components/form-failure/form-failure';
import { ImageField } from '@/components/image-field/image-field';
import { LazyBoundary, lazyPiece } from '@/components/query-state/lazy-piece';
import { cleanHtml } from '@/components/safe-html/sanitize';
import { toast } from '@/components/toast';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { useSavePost } from '../mutations';
import { blogPaths } from '../paths';
import { blogPostFieldsSchema, type BlogEdit, type BlogPostFields } from '../types';
import { fieldsOf, parseCurrentPost } from './post-edit-values';
import { PostEditMeta } from './post-edit-meta';
import { PostByline } from './post-byline';

const RichTextEditor = lazyPiece(() => import('@/components/rich-text/rich-text-editor'));

/** What the API's refusals of each field are said as, beside the field. */
const refusedKeys = {
  blogTitle: 'blog:validation.titleRequired',
  slug: 'blog:validation.slugTaken',
  blogCategories: 'blog:validation.categoriesRequired',
  excerpt: 'blog:validation.excerptRequired',
  featuredImage: 'blog:validation.imageAddress',
  content: 'blog:validation.contentRequired',
} as const;

/**
 * A post's edit form: title, slug (following the title until edited by hand), categories,
 * status, content (the rich-text editor, loaded on its own), excerpt and featured picture.
 * A save checks every field, is kept, and leads to the post; a failed one keeps every value
 * and says why (beside the field the API refused, or above the fields); a save refused
 * because another tab saved first offers the current post.
 */
export function PostEditForm({ post }: { post: BlogEdit }) {
  const { t } = useTranslation('blog');
  const navigate = useNavigate();
  const save = useSavePost();
  const failure = useFormFailure();
  const { base, refused, offer, saved } = useSaveBase(post, parseCurrentPost);
  const form = useZodForm(blogPostFieldsSchema, { initialValues: fieldsOf(post) });
  const [editorKey, setEditorKey] = useState(0);
  // The stored content is HTML from data: the editor starts from its sanitised form.
  const [startHtml, setStartHtml] = useState(() => cleanHtml(post.content).html);
  const contentError = form.errors.content;

  const put = (fields: BlogPostFields) => {
    form.reset(fields);
    setStartHtml(cleanHtml(fields.content).html);
    setEditorKey((key) => key + 1);
  };
  const takeCurrent = offer((current) => put(fieldsOf(current)), failure.clear);

  const submit = form.onSubmit(async (fields) => {
    failure.clear();
    let answer: BlogEdit;
    try {
      answer = await save.mutateAsync({ ...fields, id: post.id, version: base.version });
    } catch (error) {
      refused(error);
      failure.show(error, (fieldsRefused) => form.setServerErrors(fieldsRefused, refusedKeys));
      return;
    }
    saved(answer);
    form.reset(fieldsOf(answer));
    toast.action({
      message: t('edit.saved', { title: answer.blogTitle }),
      label: t('edit.view'),
      onAction: () => void navigate(blogPaths.detail(answer.id)),
    });
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <form noValidate onSubmit={submit} aria-label={t('edit.formLabel')}>
        <Stack gap="md">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <PostByline name={post.userFullName} avatar={post.avatar} time={post.createdTime} />
            <Button
              component={Link}
              to={blogPaths.detail(post.id)}
              variant="subtle"
              size="xs"
              leftSection={<Eye size={14} aria-hidden="true" />}
            >
              {t('edit.view')}
            </Button>
          </Group>
          <FormFailure error={failure.error} title={t('edit.failed')} onUseCurrent={takeCurrent} />
          <PostEditMeta key={editorKey} form={form} />
          <Input.Wrapper
            label={t('edit.content')}
            withAsterisk
            error={contentError}
            errorProps={{ id: 'blog-content-error' }}
          >
            <LazyBoundary fallback={<Skeleton height={320} radius="sm" />}>
              <RichTextEditor
                key={editorKey}
                initialHtml={startHtml}
                onChange={(html) => form.setFieldValue('content', html)}
                label={t('edit.content')}
                placeholder={t('edit.contentPlaceholder')}
                minHeight={320}
                headings
                errorId={contentError ? 'blog-content-error' : undefined}
              />
            </LazyBoundary>
          </Input.Wrapper>
          <Textarea
            label={t('edit.excerpt')}
            description={t('edit.excerptHint')}
            withAsterisk
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps('excerpt')}
          />
          <ImageField
            label={t('edit.featuredImage')}
            value={form.values.featuredImage}
            onChange={(url) => form.setFieldValue('featuredImage', url)}
          />
          {form.errors.featuredImage && <Input.Error>{form.errors.featuredImage}</Input.Error>}
          <FormActions
            cancelLabel={t('edit.cancel')}
            onCancel={() => void navigate(blogPaths.detail(post.id))}
            submitLabel={t('edit.save')}
            submitting={form.submitting}
          />
        </Stack>
      </form>
    </Card>
  );
}
