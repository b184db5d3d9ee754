export const namespaces = ['form-pickers'] as const;

/** Stub: being built. */
export default function DateTimePickerPage() {
  return null;
}
