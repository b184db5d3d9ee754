export const namespaces = ['users', 'table'] as const;

/** `/apps/user/list`: being built. */
export default function UserListPage() {
  return null;
}
