import { useAbility } from '@casl/react';
import type { AppAbility } from '@/lib/ability';
import { useListState } from '@/lib/use-list-state';
import { userListOptions, useUsers } from './api';
import { useUserDelete } from './use-user-actions';

/**
 * The users' table as the list page and the roles page show it: its state in the URL, the
 * page the call answers, and a delete for those who may.
 */
export function useUserList() {
  const ability = useAbility<AppAbility>();
  const list = useListState(userListOptions);
  const query = useUsers(list.params);
  const onDelete = useUserDelete();
  return { list, query, onDelete: ability.can('delete', 'User') ? onDelete : undefined };
}
