import {
  createContext,
  lazy,
  Suspense,
  use,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useBusyWhileMounted } from '@/lib/busy';
import { isChunkLoadError } from './chunk-failure';
import { LoadFailure } from './load-failure';

/**
 * The app's one way to load a piece of code on demand (a page, the compose, a drawer) and
 * live with it not arriving. `lazyPiece(load)` is a component like `React.lazy`'s, except
 * that a download that fails is not an error thrown at React (React's lazy keeps it for
 * good, and reports it as a crash): the piece's `LazyBoundary` shows `LoadFailure` in its
 * place — "no connection — try again", or "new version — reload" when the server no longer
 * has the file — and "try again" downloads it anew. Any other error goes on up as before.
 */

interface BoundaryContext {
  /** Grows with each retry: a piece that failed is downloaded again at the next one. */
  attempt: number;
  retry: () => void;
  failure: 'message' | 'hidden';
  screen: boolean;
  onDismiss: (() => void) | undefined;
  className: string | undefined;
}

const Boundary = createContext<BoundaryContext>({
  attempt: 0,
  retry: () => undefined,
  failure: 'message',
  screen: false,
  onDismiss: undefined,
  className: undefined,
});

/** What a piece that did not arrive renders: its boundary's words, or nothing. */
function Failed() {
  const { retry, failure, screen, onDismiss, className } = use(Boundary);
  if (failure === 'hidden') return null;
  return (
    <LoadFailure onRetry={retry} screen={screen} onDismiss={onDismiss} className={className} />
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
type AnyComponent = ComponentType<any>;

export function lazyPiece<T extends AnyComponent>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  const make = (attempt: number) => {
    const record = {
      attempt,
      failed: false,
      Lazy: lazy(() =>
        load().catch((error: unknown) => {
          if (!isChunkLoadError(error)) throw error;
          console.warn('A piece of the app did not download', error);
          record.failed = true;
          return { default: Failed as AnyComponent as T };
        }),
      ),
    };
    return record;
  };
  let current = make(0);
  /** The download of this attempt: a new one after a failure, the same one otherwise. */
  const lazyFor = (attempt: number) => {
    if (current.failed && current.attempt !== attempt) current = make(attempt);
    return current.Lazy;
  };

  function LazyPiece(props: ComponentProps<T>) {
    const Lazy = lazyFor(use(Boundary).attempt);
    // The same component on every render; a new one only for a retry, which must start over.
    // eslint-disable-next-line react-hooks/static-components -- see above
    return <Lazy {...props} />;
  }
  return LazyPiece;
}

/** A fallback on screen: the page is not drawn yet (`<html data-busy>`, lib/busy.ts). */
function Pending({ children }: { children: ReactNode }) {
  useBusyWhileMounted();
  return children;
}

interface LazyBoundaryProps {
  children: ReactNode;
  /** While the code downloads (nothing by default). */
  fallback?: ReactNode;
  /** The piece already failed to download (a route whose code did not arrive). */
  failedAlready?: boolean;
  /**
   * `hidden`: a decoration that may be missing — nothing shows when it cannot load, and it
   * is tried again when the browser is back online.
   */
  failure?: 'message' | 'hidden';
  /** The whole screen rather than the piece's place. */
  screen?: boolean;
  onDismiss?: () => void;
  /** For the failure's box, e.g. to place it where a floating window would be. */
  className?: string;
}

export function LazyBoundary({
  children,
  fallback = null,
  failedAlready = false,
  failure = 'message',
  screen = false,
  onDismiss,
  className,
}: LazyBoundaryProps) {
  const [attempt, setAttempt] = useState(0);
  const [failedBefore, setFailedBefore] = useState(failedAlready);
  const retry = () => {
    setFailedBefore(false);
    setAttempt((count) => count + 1);
  };
  useEffect(() => {
    if (failure !== 'hidden') return;
    const again = () => setAttempt((count) => count + 1);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [failure]);
  const context = { attempt, retry, failure, screen, onDismiss, className };
  return (
    <Boundary value={context}>
      {failedBefore ? (
        <Failed />
      ) : (
        <Suspense fallback={<Pending>{fallback}</Pending>}>{children}</Suspense>
      )}
    </Boundary>
  );
}
