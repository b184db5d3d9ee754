export const namespaces = ['form-pickers'] as const;

/** Stub: being built. */
export default function SelectPage() {
  return null;
}
