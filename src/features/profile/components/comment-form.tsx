import { Button, Group, Textarea } from '@mantine/core';
import { Send } from 'lucide-react';
import { toast } from '@/components/toast';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { useAddComment } from '../mutations';
import { COMMENT_MAX, commentBodySchema } from '../types';

/**
 * A comment on a post. Sent to the demo API, which keeps it; on a failure what was typed stays
 * (the error policy says what failed).
 */
export function CommentForm({ postId }: { postId: number }) {
  const { t } = useTranslation('profile');
  const add = useAddComment(postId);
  const form = useZodForm(commentBodySchema, { initialValues: { comment: '' } });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (body) => {
        await add.mutateAsync(body);
        form.reset({ comment: '' });
        toast.success(t('toasts.commented'));
      })}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          {...form.getInputProps('comment')}
          label={t('post.commentField')}
          placeholder={t('post.commentPlaceholder')}
          autosize
          minRows={1}
          maxRows={4}
          maxLength={COMMENT_MAX}
          size="sm"
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          type="submit"
          size="sm"
          variant="light"
          loading={form.submitting}
          leftSection={<Send size={14} aria-hidden="true" />}
        >
          {t('post.send')}
        </Button>
      </Group>
    </form>
  );
}
