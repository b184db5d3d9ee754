export const namespaces = ['datatables'] as const;

/** Stub: being built. */
export default function DatatablesBasicPage() {
  return null;
}
