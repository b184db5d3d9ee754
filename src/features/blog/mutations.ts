import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { optimistic } from '@/lib/optimistic';
import { blogKeys } from './api';
import {
  blogEditSchema,
  commentAnswerSchema,
  type BlogDetail,
  type BlogEditBody,
  type CommentBody,
} from './types';

/** The comment as shown before the server answers: its id and time come with the answer. */
const provisional = (body: CommentBody, avatar: string) => ({
  id: -Date.now(),
  avatar,
  userFullName: body.name,
  commentedAt: new Date().toISOString(),
  commentText: body.commentText.trim(),
});

/**
 * `POST /blog/list/data/comment` (ours): the comment shows at the thread's end at once, goes
 * away again if the save fails (the form keeps what was typed and says why), and the post,
 * the list's counts and the sidebar are read again when the call settles.
 */
export function useAddComment(avatar: string) {
  return useMutation({
    mutationFn: (body: CommentBody) =>
      http.demo.post('/blog/list/data/comment', { json: body, schema: commentAnswerSchema }),
    meta: { errorShownBy: 'form' },
    ...optimistic<BlogDetail, CommentBody>({
      queryKey: blogKeys.details(),
      update: (data, body) =>
        data.blog.id !== body.blogId
          ? data
          : {
              blog: { ...data.blog, comments: data.blog.comments + 1 },
              comments: [...data.comments, provisional(body, avatar)],
            },
      invalidate: blogKeys.all,
    }),
  });
}

/** `POST /blog/list/data/edit` (ours): the post saved; every blog query is read again. */
export function useSavePost() {
  return useMutation({
    mutationFn: (body: BlogEditBody) =>
      http.demo.post('/blog/list/data/edit', { json: body, schema: blogEditSchema }),
    meta: { errorShownBy: 'form' },
    onSuccess: async (saved, _body, _result, { client }) => {
      client.setQueryData(blogKeys.edit(saved.id), saved);
      await client.invalidateQueries({ queryKey: blogKeys.all });
    },
  });
}
