import * as z from 'zod/mini';

/** Characters no file name may hold on Windows, macOS or Linux. */
export const forbiddenFileNameCharacters = '/\\:*?"<>|';

const key = (name: string) => `extensions-data:export.fileName.${name}`;

/** An export's file name, without its extension. */
export const fileNameSchema = z.object({
  fileName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, key('required')),
      z.maxLength(80, key('tooLong')),
      z.regex(/^[^/\\:*?"<>|]*$/, key('forbidden')),
      z.refine((name) => !name.startsWith('.') && !name.endsWith('.'), key('dots')),
    ),
});
export type FileNameValues = z.input<typeof fileNameSchema>;
