/**
 * What a drop zone keeps of the files it is given, and why it refuses the others: the rules
 * apart from the component, so a page (or a test) can ask them directly.
 */

export type FileRejectionReason = 'type' | 'size' | 'count' | 'duplicate';

export interface FileRejection {
  file: File;
  reason: FileRejectionReason;
}

export interface FileRules {
  /**
   * The types taken, as an `<input accept>` names them: MIME types (`application/pdf`),
   * families (`image/*`) or name endings (`.pdf`). Empty or absent: any file.
   */
  accept?: readonly string[] | undefined;
  /** The largest file, in bytes. */
  maxSize?: number | undefined;
  /** How many files may be kept in all. */
  maxFiles?: number | undefined;
}

/** Whether `file` is one of the `accept` types (its MIME type or the end of its name). */
export function acceptsType(file: File, accept: readonly string[] | undefined): boolean {
  if (!accept || accept.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/** The same file picked twice: same name, size and last change. */
export const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Sorts `incoming` into the files to add to `kept` and the refused ones, each with its
 * reason, in the order given: a wrong type first, then too large, then one already kept,
 * then one past `maxFiles`.
 */
export function sortFiles(
  incoming: readonly File[],
  kept: readonly File[],
  { accept, maxSize, maxFiles = Infinity }: FileRules,
): { accepted: File[]; rejected: FileRejection[] } {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  for (const file of incoming) {
    const reason: FileRejectionReason | null = !acceptsType(file, accept)
      ? 'type'
      : maxSize !== undefined && file.size > maxSize
        ? 'size'
        : [...kept, ...accepted].some((other) => sameFile(other, file))
          ? 'duplicate'
          : kept.length + accepted.length >= maxFiles
            ? 'count'
            : null;
    if (reason) rejected.push({ file, reason });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

/** Whether the file is a picture a browser can show as a preview. */
export const isPreviewable = (file: File) =>
  ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'].includes(file.type);
