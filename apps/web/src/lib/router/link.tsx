import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocation, useNavigator } from './context';
import { createPath, parsePath } from './history';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path below the router's base, with any `?search` and `#hash`. */
  to: string;
  /** Replace the current entry; by default a link to where the visitor already is replaces, any other pushes. */
  replace?: boolean;
  state?: unknown;
}

/**
 * A real `<a href>`: a plain left click navigates in the app; modifier keys, other buttons, a `target` and a click
 * handler's `preventDefault` are left to the browser.
 */
export function Link({ to, replace, state, onClick, ...anchor }: LinkProps) {
  const { navigate, history } = useNavigator();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const own = event.button === 0 && (!anchor.target || anchor.target === '_self');
    if (event.defaultPrevented || !own || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    navigate(to, { replace: replace ?? createPath(history.location()) === createPath(parsePath(to)), state });
  };
  return <a {...anchor} href={history.href(to)} onClick={click} />;
}

/** A `<Link>` marked `aria-current="page"` while the location is `to` or (without `end`) below it. */
export function NavLink({ end, ...link }: LinkProps & { end?: boolean }) {
  const here = useLocation().pathname.toLowerCase();
  const to = link.to.toLowerCase();
  const active = here === to || (!end && here.startsWith(to) && here.charAt(to.length) === '/');
  return <Link {...link} aria-current={active ? 'page' : undefined} />;
}
