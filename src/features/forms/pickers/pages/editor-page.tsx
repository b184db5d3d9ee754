export const namespaces = ['form-pickers'] as const;

/** Stub: being built. */
export default function EditorPage() {
  return null;
}
