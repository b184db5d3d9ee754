import { Button, Group, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import * as z from 'zod/mini';
import { FormFailure, useFormFailure } from '@/components/form-failure/form-failure';
import { toast } from '@/components/toast';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { readJson } from '@/lib/storage';
import { useAddComment } from '../mutations';
import { commentFieldsSchema } from '../types';

// Who is signed in, as stored at sign-in: the form starts with their name and e-mail.
const storedUser = z.object({
  fullName: z.optional(z.string()),
  email: z.optional(z.string()),
  avatar: z.optional(z.string()),
});

/**
 * "Deixe um comentário": name, e-mail and the comment, checked beside each field. The comment
 * shows in the thread at once; a failed save takes it away again, keeps every value and says
 * why above the fields. After a save, only the comment box empties.
 */
export function CommentForm({ blogId }: { blogId: number }) {
  const { t } = useTranslation('blog');
  const [user] = useState(() => readJson('userData', storedUser));
  const add = useAddComment(user?.avatar ?? '');
  const failure = useFormFailure();
  const form = useZodForm(commentFieldsSchema, {
    initialValues: { name: user?.fullName ?? '', email: user?.email ?? '', commentText: '' },
  });

  const submit = form.onSubmit(async (fields) => {
    failure.clear();
    try {
      await add.mutateAsync({ ...fields, blogId });
    } catch (error) {
      failure.show(error, (refused) =>
        form.setServerErrors(refused, {
          name: 'blog:validation.nameRequired',
          email: 'blog:validation.email',
          commentText: 'blog:validation.commentRequired',
        }),
      );
      return;
    }
    form.reset({ ...form.values, commentText: '' });
    toast.success(t('comments.posted'));
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby="blog-comment-form-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="blog-comment-form-title">
          {t('comments.formTitle')}
        </Title>
        <FormFailure error={failure.error} title={t('comments.failed')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('comments.name')}
            autoComplete="name"
            withAsterisk
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('comments.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <Textarea
          label={t('comments.text')}
          placeholder={t('comments.textPlaceholder')}
          withAsterisk
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('commentText')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {t('comments.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
