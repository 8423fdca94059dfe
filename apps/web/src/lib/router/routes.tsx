import { Children, isValidElement, type ReactNode, useContext, useEffect } from 'react';
import { RouteContext, useLocation, useNavigate } from './context';
import { matchRoutes, type RoutePattern, segmentsOf } from './match';

export interface RouteProps extends RoutePattern {
  element: ReactNode;
}

/** One route of a `<Routes>`, which reads its props: never rendered itself. */
export function Route(_: RouteProps): null {
  return null;
}

/**
 * Renders the element of the route (its children, arrays included) that best matches the location; inside a
 * route that ends in `*`, matches what that `*` took. Nothing when no route matches.
 */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const parent = useContext(RouteContext);
  const routes = Children.toArray(children)
    .filter(isValidElement<RouteProps>)
    .map((child) => child.props);
  const match = matchRoutes(routes, segmentsOf(pathname).slice(parent.depth));
  if (!match) return null;
  const params = { ...parent.params, ...match.params };
  return (
    <RouteContext value={{ params, depth: parent.depth + match.depth }}>
      {routes[match.route]!.element}
    </RouteContext>
  );
}

/** Goes to `to` once rendered (an effect: a render on the server goes nowhere). */
export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}
