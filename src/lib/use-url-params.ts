import { useCallback, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate, type Location } from 'react-router';
import { parseUrlParams, writeUrlParams, type UrlParamSpec, type UrlValues } from './url-params';

export {
  parseUrlParams,
  urlFlag,
  urlId,
  urlList,
  urlParam,
  writeUrlParams,
  type UrlParam,
  type UrlParamSpec,
  type UrlValue,
  type UrlValues,
} from './url-params';

export interface UrlWriteOptions {
  /**
   * A step in the history, which the back button undoes: for what opens another view (a
   * conversation, an email). Otherwise the entry is replaced.
   */
  push?: boolean;
}

type SearchChange = (latest: URLSearchParams) => URLSearchParams;

/**
 * What each drawn location has been changed to and not yet drawn as. Every hook under one
 * router sees the same location object, so two writes in one tick, from one hook or two (a
 * list's search and an open item), build on each other; a newly drawn location starts afresh.
 */
const unseen = new WeakMap<Location, URLSearchParams>();

/**
 * The URL's search params and the one way to change them (`useUrlParams` and `useListState`
 * are built on it): a change gets the latest params, not the drawn ones, and one that
 * changes nothing is not written.
 */
export function useSearchWriter() {
  const location = useLocation();
  const navigate = useNavigate();
  const drawn = useRef(location);
  // The router itself, read when a write lands: this page stays drawn while the next one
  // loads, and a moment after the router has moved on (React draws it in a transition).
  // (React Router names its context "unsafe": it exports no hook that reads the state then.)
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useLayoutEffect(() => {
    drawn.current = location;
  }, [location]);
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);

  const write = useCallback(
    (change: SearchChange, { push = false }: UrlWriteOptions = {}) => {
      const at = drawn.current;
      // A write landing late (a debounced search) once the visitor is on the way to another
      // page would cancel it and bring them back here: it is dropped.
      const going = router?.state.navigation.location ?? router?.state.location;
      if (going && going.pathname !== at.pathname) return;
      const base = unseen.get(at) ?? new URLSearchParams(at.search);
      const next = change(new URLSearchParams(base));
      if (next.toString() === base.toString()) return;
      unseen.set(at, next);
      // A filter or a page changed in place: the page stays where it is scrolled.
      void navigate(`?${next.toString()}`, { replace: !push, preventScrollReset: true });
    },
    [navigate, router],
  );

  /** A link to this page with `change` made (the drawn params), for a `<Link to>`. */
  const href = useCallback(
    (change: SearchChange) => {
      const next = change(new URLSearchParams(search)).toString();
      return next ? `${location.pathname}?${next}` : location.pathname;
    },
    [location.pathname, search],
  );

  return { search, write, href };
}

/** Changes some params in one write; the others keep their value. */
export type SetUrlParams<P extends UrlParamSpec> = (
  patch: Partial<UrlValues<P>>,
  options?: UrlWriteOptions,
) => void;

/**
 * A page's state kept in the URL, so a reload, a shared link or the back button shows the same
 * page. Each param is declared once, outside the component, with its schema and default:
 * ```ts
 * const calendarParams = {
 *   view: urlParam(z.enum(views), 'dayGridMonth'),
 *   date: urlParam(daySchema, today), // a default that moves
 *   open: urlParam(urlId, null), // none
 * };
 * const [route, setRoute] = useUrlParams(calendarParams);
 * setRoute({ view: 'timeGridWeek', date: '2030-03-17' }); // replaces the entry
 * setRoute({ open: 7 }, { push: true }); // a step the back button undoes
 * ```
 * A bad value reads as the default, a default leaves the URL, other params stay. The values
 * keep their identity while the spec's own params are unchanged.
 */
export function useUrlParams<P extends UrlParamSpec>(spec: P): [UrlValues<P>, SetUrlParams<P>] {
  const { search, write } = useSearchWriter();
  const own = new URLSearchParams();
  for (const name of Object.keys(spec)) {
    const text = search.get(name);
    if (text !== null) own.set(name, text);
  }
  const ownText = own.toString();
  const values = useMemo(() => parseUrlParams(new URLSearchParams(ownText), spec), [ownText, spec]);
  const set = useCallback<SetUrlParams<P>>(
    (patch, options) => write((latest) => writeUrlParams(latest, patch, spec), options),
    [write, spec],
  );
  return [values, set];
}
