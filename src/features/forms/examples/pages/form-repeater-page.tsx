export const namespaces = ['forms'] as const;

/** Stub: being built. */
export default function FormRepeaterPage() {
  return null;
}
