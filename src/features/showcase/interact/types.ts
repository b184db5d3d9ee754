import * as z from 'zod/mini';
import { textField } from '@/lib/form/text';

/** The interaction pages' one form: renaming a file from its context menu. */
export const renameFileSchema = z.object({
  name: textField(1, 80, {
    required: 'extensions-interact:validation.fileName',
    tooLong: 'forms:validation.tooLong',
  }),
});
