export const namespaces = ['user-view', 'users'] as const;

/** `/apps/user/view/:id`: being built. */
export default function UserViewPage() {
  return null;
}
