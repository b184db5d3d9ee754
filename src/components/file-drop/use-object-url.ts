import { useEffect, useState } from 'react';

/**
 * An address an `<img>` can show `blob` from (a file picked, not yet sent), freed when the
 * blob changes or the component leaves; `null` until it is made, and for no blob.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    // The address exists only once made here, and must be freed with it.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setUrl({ blob, url: made });
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return blob && url?.blob === blob ? url.url : null;
}
