import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { bidiText } from '@/components/bidi/bidi';
import { DataAvatar } from '@/components/data-image/data-avatar';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { useUpdateTask } from '../api';
import { commentFormSchema, type Task } from '../types';

/** The card's conversation; a comment is saved at once (and kept in the box if it fails). */
export function CommentsSection({ task }: { task: Task }) {
  const { t } = useTranslation('kanban');
  const { mutateAsync } = useUpdateTask();
  const form = useZodForm(commentFormSchema, { initialValues: { comment: '' } });
  return (
    <Stack gap="sm" component="section" aria-labelledby="kanban-comments">
      <Title order={3} size="h6" id="kanban-comments">
        {t('fields.comments', { count: task.comments.length })}
      </Title>
      {task.comments.map((entry, index) => (
        <Group key={`${entry.name}-${index}`} gap="sm" align="flex-start" wrap="nowrap">
          <DataAvatar size={32} src={entry.img} name={entry.name} alt="" />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} {...bidiText()}>
              {entry.name}
            </Text>
            <Text size="sm" {...bidiText()}>
              {entry.comment}
            </Text>
          </div>
        </Group>
      ))}
      <form
        noValidate
        onSubmit={form.onSubmit(async ({ comment }) => {
          await mutateAsync({ id: task.id, comment });
          form.reset({ comment: '' });
        })}
      >
        <Textarea
          label={t('fields.newComment')}
          placeholder={t('fields.newCommentPlaceholder')}
          autosize
          minRows={2}
          {...form.getInputProps('comment')}
        />
        <Group justify="flex-end" mt="xs">
          <Button type="submit" variant="light" size="xs" loading={form.submitting}>
            {t('actions.comment')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
