/** Where the app is: the address below the router's base, and what the navigation that led here carried. */
export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** `'default'` for the entry the visit opened on; each navigation makes a new key. */
  key: string;
}

/** How the app came to its location: back/forward or the first load (`POP`), a new entry, or one replaced. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

/** The entries the router moves through: the browser's session history, or a list (tests, the server's render). */
export interface History {
  location(): RouterLocation;
  /** A new entry for `path` (absolute, below the base), or the current one replaced. */
  go(path: string, state: unknown, replace: boolean): void;
  /** Calls `onPop` on back and forward; returns the way to stop. */
  listen(onPop: () => void): () => void;
  /** The address of `path` for an `<a href>`: the base in front. */
  href(path: string): string;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** `/a?b#c` → pathname, search and hash; a bare `?` or `#` is none. */
export function parsePath(path: string): Pick<RouterLocation, 'pathname' | 'search' | 'hash'> {
  const [rest, hash] = cut(path, '#');
  const [pathname, search] = cut(rest, '?');
  return { pathname: pathname || '/', search, hash };
}

/** A location's path as a link writes it. */
export const createPath = ({ pathname, search, hash }: ReturnType<typeof parsePath>): string =>
  pathname + search + hash;

/** `text` before the first `mark` and from it on (`''` for a bare mark). */
function cut(text: string, mark: string): [string, string] {
  const at = text.indexOf(mark);
  if (at < 0) return [text, ''];
  return [text.slice(0, at), text.length > at + 1 ? text.slice(at) : ''];
}

/**
 * The browser's history below `basename` (e.g. `/staff`, the only place its entry is served). Its entries keep
 * `{ usr: state, key }`, the shape React Router wrote, so a location's state survives back, forward and a reload.
 */
export function browserHistory(basename = ''): History {
  const href = (path: string) => {
    const { pathname, search, hash } = parsePath(path);
    return (basename && pathname === '/' ? basename : basename + pathname) + search + hash;
  };
  return {
    location() {
      const { pathname, search, hash } = window.location;
      const held: { usr?: unknown; key?: string } | null = window.history.state;
      return {
        pathname: pathname.slice(basename.length) || '/',
        search,
        hash,
        state: held?.usr ?? null,
        key: held?.key ?? 'default',
      };
    },
    go(path, state, replace) {
      window.history[replace ? 'replaceState' : 'pushState']({ usr: state, key: newKey() }, '', href(path));
    },
    listen(onPop) {
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
    href,
  };
}

/** A history held in memory, at its last entry; the first entry is the visit's first page (key `'default'`). */
export function memoryHistory(entries: readonly string[] = ['/']): History {
  const entry = (path: string, state: unknown, key: string) => ({ ...parsePath(path), state, key });
  const stack = entries.map((path, i) => entry(path, null, i ? newKey() : 'default'));
  return {
    location: () => stack.at(-1)!,
    go(path, state, replace) {
      if (replace) stack.pop();
      stack.push(entry(path, state, newKey()));
    },
    listen: () => () => {},
    href: (path) => path,
  };
}
