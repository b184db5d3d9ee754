import * as z from 'zod/mini';

/**
 * The coming-soon page's "tell me when it opens" form; messages are translation keys. No call
 * takes it yet (the page confirms in words), so there is no body schema to derive it from.
 */
export const notifySchema = z.object({
  email: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.required'), z.email('validation.email')),
});
