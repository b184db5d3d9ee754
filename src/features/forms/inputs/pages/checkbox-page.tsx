export const namespaces = ['form-inputs'] as const;

/** Stub: being built. */
export default function CheckboxPage() {
  return null;
}
