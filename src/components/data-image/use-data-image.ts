import { useState } from 'react';
import { useFileSrc } from '@/components/image-field/use-file-src';
import { allowImageHost, useImageSource } from '@/lib/data-images';
import { fileIdOf } from '@/lib/file-address';

export interface DataImageState {
  /** What the `<img>` may load now, or `null` (nothing to show, or held back). */
  src: string | null;
  /** The other site a picture waits on, held back until `allow()`. */
  blockedHost: string | null;
  /** Lets the blocked host's pictures load, remembered for the signed-in user. */
  allow: () => void;
}

/**
 * A picture a row names, under the policy for pictures from data (`@/lib/data-images`): a
 * file the API keeps is read through it (`useFileSrc`); our own paths and inline images show;
 * another site's picture is not requested until its host is allowed.
 */
export function useDataImage(value: string | null | undefined): DataImageState {
  const kept = fileIdOf(value ?? undefined) !== null;
  const keptSrc = useFileSrc(kept ? (value ?? undefined) : undefined);
  const source = useImageSource(kept ? null : value);
  // Shown here even when storage refuses to remember (private mode, storage full).
  const [shownHost, setShownHost] = useState<string | null>(null);
  if (kept) return { src: keptSrc, blockedHost: null, allow: () => {} };
  const host = source.blockedHost;
  if (host !== null && host === shownHost) {
    return { src: value?.trim() ?? null, blockedHost: null, allow: () => {} };
  }
  return {
    ...source,
    allow: () => {
      if (host === null) return;
      setShownHost(host);
      allowImageHost(host);
    },
  };
}
