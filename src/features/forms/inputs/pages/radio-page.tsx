export const namespaces = ['form-inputs'] as const;

/** Stub: being built. */
export default function RadioPage() {
  return null;
}
