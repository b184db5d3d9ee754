import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * `?print=1` (the list's "Baixar PDF"): once the document is drawn, the print dialog opens
 * (save as PDF), and the parameter leaves the URL so a reload or a way back does not ask again.
 */
export function usePrintRequest(drawn: boolean) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('print') === '1';
  useEffect(() => {
    if (!wanted || !drawn) return;
    // The next frame: the document is laid out (and painted) before the dialog takes it.
    const frame = requestAnimationFrame(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('print');
          return next;
        },
        { replace: true },
      );
      window.print();
    });
    return () => cancelAnimationFrame(frame);
  }, [wanted, drawn, setParams]);
}
