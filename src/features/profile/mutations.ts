import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { optimistic, optimisticEach, patch } from '@/lib/optimistic';
import { profileKeys } from './api';
import {
  commentAnswerSchema,
  connectAnswerSchema,
  likeAnswerSchema,
  pollAnswerSchema,
  type CommentBody,
  type Post,
  type PostComment,
  type PostsPage,
  type ProfileData,
} from './types';

/**
 * What a person does on the profile: each like and connection request shows at once, is put
 * back when the call fails (the error policy says so) and ends on the server's counts; a vote
 * and a comment show once saved.
 */

/** The feed's posts, changed by `change`, in the profile's answer and in the later pages. */
function postPatches<TVariables>(change: (post: Post, variables: TVariables) => Post) {
  const posts = (list: readonly Post[], variables: TVariables) =>
    list.map((post) => change(post, variables));
  return [
    patch<ProfileData, TVariables>(profileKeys.data(), (data, variables) => ({
      ...data,
      posts: posts(data.posts, variables),
    })),
    patch<PostsPage, TVariables>(profileKeys.postPages(), (data, variables) => ({
      ...data,
      posts: posts(data.posts, variables),
    })),
  ];
}

const turned = (liked: boolean) => (liked ? -1 : 1);

export function useLikePost() {
  return useMutation({
    mutationFn: (postId: number) =>
      http.demo.post(`/profile/posts/${postId}/like`, { schema: likeAnswerSchema }),
    meta: { errorMessage: 'profile:toasts.likeFailed' },
    ...optimisticEach<number>(
      postPatches((post, postId) =>
        post.id === postId
          ? {
              ...post,
              youLiked: !post.youLiked,
              likes: post.likes + turned(post.youLiked),
              likedCount: post.likedCount + turned(post.youLiked),
            }
          : post,
      ),
      profileKeys.all,
    ),
  });
}

const likeComment = (comment: PostComment, id: number): PostComment =>
  comment.id === id
    ? {
        ...comment,
        youLiked: !comment.youLiked,
        likes: comment.likes + turned(comment.youLiked),
      }
    : comment;

export function useLikeComment() {
  return useMutation({
    mutationFn: (commentId: number) =>
      http.demo.post(`/profile/comments/${commentId}/like`, { schema: likeAnswerSchema }),
    meta: { errorMessage: 'profile:toasts.likeFailed' },
    ...optimisticEach<number>(
      postPatches((post, commentId) => ({
        ...post,
        detailedComments: post.detailedComments.map((comment) => likeComment(comment, commentId)),
      })),
      profileKeys.all,
    ),
  });
}

export function useConnect() {
  return useMutation({
    mutationFn: (suggestionId: number) =>
      http.demo.post(`/profile/suggestions/${suggestionId}/connect`, {
        schema: connectAnswerSchema,
      }),
    meta: { errorMessage: 'profile:toasts.connectFailed' },
    ...optimistic<ProfileData, number>({
      queryKey: profileKeys.data(),
      update: (data, id) => ({
        ...data,
        suggestions: data.suggestions.map((item) =>
          item.id === id ? { ...item, requested: !item.requested } : item,
        ),
      }),
    }),
  });
}

export function useVote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (option: string) =>
      http.demo.post('/profile/poll/vote', { json: { option }, schema: pollAnswerSchema }),
    meta: { errorMessage: 'profile:toasts.voteFailed' },
    onSuccess: (poll) =>
      client.setQueryData<ProfileData>(profileKeys.data(), (data) =>
        data ? { ...data, ...poll } : data,
      ),
  });
}

export function useAddComment(postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CommentBody) =>
      http.demo.post(`/profile/posts/${postId}/comments`, {
        json: body,
        schema: commentAnswerSchema,
      }),
    meta: { errorMessage: 'profile:toasts.commentFailed' },
    onSuccess: ({ comment }) => {
      const add = (post: Post): Post =>
        post.id === postId
          ? {
              ...post,
              comments: post.comments + 1,
              detailedComments: [...post.detailedComments, comment],
            }
          : post;
      client.setQueriesData<ProfileData>({ queryKey: profileKeys.data() }, (data) =>
        data ? { ...data, posts: data.posts.map(add) } : data,
      );
      client.setQueriesData<PostsPage>({ queryKey: profileKeys.postPages() }, (data) =>
        data ? { ...data, posts: data.posts.map(add) } : data,
      );
      void client.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
