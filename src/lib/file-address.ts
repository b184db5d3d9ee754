/**
 * Where the files the API keeps live (a card's cover): a row names a file by its address,
 * `/api/files/<id>`, and never holds its bytes (docs/demo-api/README.md, "Files").
 */
export const FILES_PATH = '/api/files';

/** The largest file the API keeps: a photo from a phone, not a video. */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;

/** The pictures it keeps. SVG is not one of them: it may carry script. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const fileUrl = (id: string) => `${FILES_PATH}/${id}`;

/** The id of a kept file's address, or `null` for any other address (a sample picture). */
export function fileIdOf(url: string | undefined): string | null {
  const id = url?.startsWith(`${FILES_PATH}/`) ? url.slice(FILES_PATH.length + 1) : '';
  return ID.test(id) ? id : null;
}

/**
 * What a row may name as a picture: a kept file, an `https:` address or a path of this
 * site, never inline bytes (`data:`) nor a script (`javascript:`); empty for none.
 */
export const isPictureAddress = (value: string): boolean =>
  value === '' ||
  fileIdOf(value) !== null ||
  /^https:\/\/[^/\\]/i.test(value) ||
  /^\/(?![/\\])/.test(value);
