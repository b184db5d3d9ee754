export const namespaces = ['roles', 'users', 'table'] as const;

/** `/apps/roles`: being built. */
export default function RolesPage() {
  return null;
}
