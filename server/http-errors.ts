import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import type { ApiErrorBody } from '../src/contract/auth';

/**
 * Every refusal has one shape, `{ error: message }` or `{ error: { field: [messages] } }`,
 * and never carries a stack trace or an internal message.
 */
// Readable messages for field errors (zod/mini ships none; the client bundle stays without).
z.config(z.locales.en());

export type Parsed<T> = { ok: true; data: T } | { ok: false; error: ApiErrorBody };

/** The body checked with a contract schema: the data, or the 400 answer naming the fields. */
export function parseBody<S extends $ZodType>(schema: S, body: unknown): Parsed<output<S>> {
  const result = z.safeParse(schema, body);
  if (result.success) return { ok: true, data: result.data };
  const { formErrors, fieldErrors } = z.flattenError(result.error);
  const fields = Object.fromEntries(
    Object.entries(fieldErrors).filter((entry): entry is [string, string[]] => Boolean(entry[1])),
  );
  return {
    ok: false,
    error: { error: Object.keys(fields).length > 0 ? fields : (formErrors[0] ?? 'Invalid body') },
  };
}

const CLIENT_ERRORS: Record<number, string> = {
  400: 'Malformed request',
  404: 'Not found',
  413: 'Request body too large',
  415: 'Unsupported media type',
};

function statusOf(error: unknown): number {
  const status =
    typeof error === 'object' && error !== null && 'statusCode' in error
      ? Number(error.statusCode)
      : 500;
  return Number.isInteger(status) && status >= 400 && status < 600 ? status : 500;
}

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const status = statusOf(error);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: 'Internal server error' });
    }
    request.log.info({ statusCode: status }, 'request refused');
    return reply.code(status).send({ error: CLIENT_ERRORS[status] ?? 'Request refused' });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));
}
