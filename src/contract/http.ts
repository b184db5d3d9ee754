/**
 * The headers the dashboard's HTTP client sends on every call (`src/lib/http.ts`): a
 * cross-origin API must allow each of them in its CORS preflight answer.
 */
export const TIME_HEADER = 'X-Request-Time';

export const CLIENT_REQUEST_HEADERS = [
  'Accept',
  'Authorization',
  'Content-Type',
  'Cache-Control',
  'Pragma',
  'Expires',
  TIME_HEADER,
] as const;
