export const namespaces = ['basic-tables', 'datatables'] as const;

/** Stub: being built. */
export default function BasicTablesPage() {
  return null;
}
