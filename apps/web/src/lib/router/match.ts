// Which route of a <Routes> an address opens, by React Router's rules: static segments (any case) beat `:params`,
// which beat a trailing `*`; an optional `:param?` is tried with and without; ties go to the route written first.

/** What `<Route>` declares: a path below its `<Routes>` (`:name`, `:name?`, a final `*`), or `index`. */
export interface RoutePattern {
  path?: string | undefined;
  index?: boolean | undefined;
}

export type Params = Readonly<Record<string, string | undefined>>;

export interface RouteMatch {
  /** The matched route's position in the list. */
  route: number;
  /** Decoded; `*` holds the rest of the path a splat took. */
  params: Params;
  /** How many segments the route took before its `*`: where a descendant `<Routes>` starts matching. */
  depth: number;
}

/** A pathname's segments, decoded (a bad escape stays as written), with no empty ones at the ends. */
export function segmentsOf(pathname: string): string[] {
  const segments = pathname.replace(/^\/+|\/+$/g, '').split('/');
  return segments[0] ? segments.map(decodeSegment) : [];
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Every form of a pattern's segments, each optional one with and without, in React Router's order. */
function explode(segments: string[]): string[][] {
  const [first, ...rest] = segments;
  if (first === undefined) return [[]];
  const tails = explode(rest);
  const required = first.replace(/\?$/, '');
  return [...tails.map((tail) => [required, ...tail]), ...(first === required ? [] : tails)];
}

/** React Router's rank: segments count, static 10, `:param` 3, empty 1, index 2, `*` -2. */
function score(segments: string[], index: boolean): number {
  let total = segments.length + (index ? 2 : 0);
  for (const s of segments) total += s === '*' ? -2 : s.startsWith(':') ? 3 : s ? 10 : 1;
  return total;
}

function matchOne(pattern: string[], path: string[]): Omit<RouteMatch, 'route'> | null {
  const params: Record<string, string> = {};
  const parts = pattern.filter(Boolean);
  for (const [i, part] of parts.entries()) {
    if (part === '*') {
      params['*'] = path.slice(i).join('/');
      return { params, depth: i };
    }
    const segment = path[i];
    if (part.startsWith(':') && segment) params[part.slice(1)] = segment;
    else if (part.toLowerCase() !== segment?.toLowerCase()) return null;
  }
  return parts.length === path.length ? { params, depth: parts.length } : null;
}

/** The best route of `routes` for the decoded `path` segments, or null when none matches. */
export function matchRoutes(routes: readonly RoutePattern[], path: string[]): RouteMatch | null {
  const forms = routes.flatMap(({ path: pattern = '', index = false }, route) =>
    explode(`/${pattern}`.replace(/\/\/+/g, '/').split('/')).map((segments) => ({
      route,
      segments,
      score: score(segments, index),
    })),
  );
  forms.sort((a, b) => b.score - a.score);
  for (const { route, segments } of forms) {
    const found = matchOne(segments, path);
    if (found) return { route, ...found };
  }
  return null;
}
