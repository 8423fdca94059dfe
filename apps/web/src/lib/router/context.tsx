import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import {
  browserHistory,
  type History,
  memoryHistory,
  type NavigationType,
  type RouterLocation,
} from './history';
import type { Params } from './match';

export interface NavigateOptions {
  replace?: boolean | undefined;
  state?: unknown;
}

/** Goes to `to`, an absolute path below the router's base with any `?search` and `#hash`. */
export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

interface Navigator {
  navigate: NavigateFunction;
  history: History;
}

const NavigatorContext = createContext<Navigator | null>(null);
const LocationContext = createContext<{ location: RouterLocation; type: NavigationType } | null>(null);
/** What the enclosing route matched: its params (with its parents') and the segments taken before its `*`. */
export const RouteContext = createContext<{ params: Params; depth: number }>({ params: {}, depth: 0 });

function Router({ history, children }: { history: History; children: ReactNode }) {
  const [current, setCurrent] = useState(() => ({
    location: history.location(),
    type: 'POP' as NavigationType,
  }));
  // Like React Router, a new location renders as a transition: the page stays until the next one is ready.
  const show = useCallback(
    (type: NavigationType) => startTransition(() => setCurrent({ location: history.location(), type })),
    [history],
  );
  useLayoutEffect(() => history.listen(() => show('POP')), [history, show]);
  const navigator = useMemo<Navigator>(
    () => ({
      history,
      navigate: (to, { replace = false, state = null } = {}) => {
        history.go(to, state, replace);
        show(replace ? 'REPLACE' : 'PUSH');
      },
    }),
    [history, show],
  );
  return (
    <NavigatorContext value={navigator}>
      <LocationContext value={current}>{children}</LocationContext>
    </NavigatorContext>
  );
}

/** The app in the browser's address bar, below `basename` when given (e.g. `/staff`). */
export function BrowserRouter({ basename, children }: { basename?: string; children: ReactNode }) {
  const [history] = useState(() => browserHistory(basename));
  return <Router history={history}>{children}</Router>;
}

/** The app at the last of `initialEntries` (default `/`), the address bar untouched: tests and the server's render. */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [history] = useState(() => memoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

function required<T>(value: T | null): T {
  if (!value) throw new Error('Used outside a <BrowserRouter> or <MemoryRouter>.');
  return value;
}

export const useNavigator = (): Navigator => required(useContext(NavigatorContext));

export const useLocation = (): RouterLocation => required(useContext(LocationContext)).location;

export const useNavigationType = (): NavigationType => required(useContext(LocationContext)).type;

/** The same function for the router's life: safe in an effect's dependencies. */
export const useNavigate = (): NavigateFunction => useNavigator().navigate;

export const useParams = (): Params => useContext(RouteContext).params;

/** The address's query, and a way to replace it (same path; no hash), pushing or replacing the entry. */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void,
] {
  const { pathname, search } = useLocation();
  const { navigate } = useNavigator();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => {
    const query = new URLSearchParams(next).toString();
    navigate(query ? `${pathname}?${query}` : pathname, options);
  };
  return [params, set];
}
