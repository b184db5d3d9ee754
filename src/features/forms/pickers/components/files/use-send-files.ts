import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadImage } from '@/components/image-field/use-file-src';
import { IMAGE_TYPES } from '@/lib/file-address';

/**
 * Where a file stands: `waiting` to be sent, `sending`, `sent` (the API keeps it at `url`),
 * `local` (the demo API keeps pictures only: the file stays in the browser), `failed`.
 */
export type SendState =
  | { status: 'waiting' }
  | { status: 'sending' }
  | { status: 'sent'; url: string }
  | { status: 'local' }
  | { status: 'failed'; error: unknown };

const isPicture = (file: File) => (IMAGE_TYPES as readonly string[]).includes(file.type);

/**
 * Sends the waiting files one after the other through the demo's file call
 * (`POST /api/files`), each file's state beside it and the count of those done. A failure
 * is said beside its file (the form's way), and the others go on.
 */
export function useSendFiles(files: readonly File[]) {
  const [states, setStates] = useState<ReadonlyMap<File, SendState>>(new Map());
  const upload = useMutation({ mutationFn: uploadImage, meta: { errorShownBy: 'form' } });
  const [sending, setSending] = useState(false);

  const stateOf = (file: File): SendState => states.get(file) ?? { status: 'waiting' };
  const set = (file: File, state: SendState) =>
    setStates((current) => new Map(current).set(file, state));
  const waiting = files.filter((file) => ['waiting', 'failed'].includes(stateOf(file).status));
  /** Sent, or kept in the browser: nothing more to do. */
  const done = files.filter((file) => ['sent', 'local'].includes(stateOf(file).status)).length;

  const send = async () => {
    if (sending) return;
    setSending(true);
    for (const file of waiting) {
      if (!isPicture(file)) {
        set(file, { status: 'local' });
        continue;
      }
      set(file, { status: 'sending' });
      try {
        const kept = await upload.mutateAsync(file);
        set(file, { status: 'sent', url: kept.url });
      } catch (error) {
        set(file, { status: 'failed', error });
      }
    }
    setSending(false);
  };

  const reset = () => setStates(new Map());
  return { stateOf, send, sending, waiting: waiting.length, done, reset };
}
