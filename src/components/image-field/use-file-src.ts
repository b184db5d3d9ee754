import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { safeAvatarUrl } from '@/lib/avatar';
import { fileIdOf, FILES_PATH } from '@/lib/file-address';
import { http } from '@/lib/http';

const keptSchema = z.object({
  url: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number(),
});

/** Sends a picture to the API, which keeps it apart from the rows: its address comes back. */
export function uploadImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return http.demo.post(FILES_PATH, { schema: keptSchema, body: form });
}

/**
 * What an `<img>` shows for a picture's address: a kept file is read once through the API
 * (with the session's token, which an `<img>` cannot send) and shown from memory; a kept file
 * never changes, so it is read once per visit. Any other address passes `safeAvatarUrl`.
 */
export function useFileSrc(url: string | undefined): string | null {
  const kept = fileIdOf(url) !== null;
  const { data } = useQuery({
    queryKey: ['file', url],
    queryFn: async ({ signal }) => URL.createObjectURL(await http.demo.file(url ?? '', { signal })),
    enabled: kept,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  if (!kept) return safeAvatarUrl(url);
  return data ?? null;
}
