import {
  Component,
  createContext,
  lazy,
  Suspense,
  use,
  type ComponentProps,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { isChunkLoadError } from './chunk-failure';
import { LoadFailure } from './load-failure';

/**
 * The app's one way to load a piece of code on demand (a page, the compose, a drawer) and
 * live with it not arriving. `lazyPiece(load)` is a component like `React.lazy`'s, except
 * that a failed download is tried again when its `LazyBoundary` retries (React's lazy keeps
 * the failure for good). `LazyBoundary` shows the fallback while it loads and, if the code
 * cannot be downloaded, `LoadFailure` in its place: "no connection — try again", or "new
 * version — reload" when the server no longer has the file. Any other error goes on up.
 */

/** How many times the nearest boundary has retried: a piece that failed loads again after. */
const Attempt = createContext(0);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
type AnyComponent = ComponentType<any>;

export function lazyPiece<T extends AnyComponent>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  // React's lazy keeps a failure for good: a new one is made for the boundary's next attempt.
  // (A failure stays until then: React reads it to throw it.)
  const make = (attempt: number) => {
    const record = {
      attempt,
      failed: false,
      Lazy: lazy(() =>
        load().catch((error: unknown) => {
          record.failed = true;
          throw error;
        }),
      ),
    };
    return record;
  };
  const pieces = { current: make(0) };

  function LazyPiece(props: ComponentProps<T>) {
    const attempt = use(Attempt);
    if (pieces.current.failed && pieces.current.attempt !== attempt) {
      pieces.current = make(attempt);
    }
    const { Lazy } = pieces.current;
    return <Lazy {...props} />;
  }
  return LazyPiece;
}

interface LazyBoundaryProps {
  children: ReactNode;
  /** While the code downloads (nothing by default). */
  fallback?: ReactNode;
  /** A failure the piece already met (a route whose code did not arrive). */
  initialError?: unknown;
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

interface LazyBoundaryState {
  error: unknown;
  attempt: number;
}

export class LazyBoundary extends Component<LazyBoundaryProps, LazyBoundaryState> {
  constructor(props: LazyBoundaryProps) {
    super(props);
    this.state = { error: props.initialError ?? null, attempt: 0 };
  }

  static getDerivedStateFromError(error: unknown): Partial<LazyBoundaryState> {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error)) console.warn('A piece of the app did not load', error, info);
  }

  retry = () => this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));

  private retryHidden = () => {
    if (this.state.error !== null && this.props.failure === 'hidden') this.retry();
  };

  override componentDidMount(): void {
    window.addEventListener('online', this.retryHidden);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retryHidden);
  }

  override render() {
    const { error, attempt } = this.state;
    const {
      children,
      fallback = null,
      failure = 'message',
      screen,
      onDismiss,
      className,
    } = this.props;
    if (error !== null) {
      // Not a download: a real fault of the piece, for the error boundary above.
      if (!isChunkLoadError(error)) throw error;
      if (failure === 'hidden') return null;
      return (
        <LoadFailure
          onRetry={this.retry}
          screen={screen}
          onDismiss={onDismiss}
          className={className}
        />
      );
    }
    return (
      <Attempt value={attempt}>
        <Suspense fallback={fallback}>{children}</Suspense>
      </Attempt>
    );
  }
}
