import { useEffect } from 'react';
import { urlFlag, urlParam, useUrlParams } from '@/lib/use-url-params';

const printParams = { print: urlParam(urlFlag, false) };

/**
 * `?print=1` (the list's "Baixar PDF"): once the document is drawn, the print dialog opens
 * (save as PDF), and the parameter leaves the URL so a reload or a way back does not ask again.
 */
export function usePrintRequest(drawn: boolean) {
  const [{ print: wanted }, setRoute] = useUrlParams(printParams);
  useEffect(() => {
    if (!wanted || !drawn) return;
    // The next frame: the document is laid out (and painted) before the dialog takes it.
    const frame = requestAnimationFrame(() => {
      setRoute({ print: false });
      window.print();
    });
    return () => cancelAnimationFrame(frame);
  }, [wanted, drawn, setRoute]);
}
