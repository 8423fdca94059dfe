import { Link } from 'wouter';
import type { NavLink as NavLinkData } from '../content';

/** A menu link: inside the shop a router link, to another site a link that opens in a new tab and says so. */
export function NavLink({
  link,
  className,
  onNavigate,
}: {
  link: NavLinkData;
  className?: string | undefined;
  onNavigate?: (() => void) | undefined;
}) {
  const tag = link.tag ? <span data-tag>{link.tag}</span> : null;
  if (link.external) {
    return (
      <a
        href={link.href}
        className={className}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onNavigate}
      >
        {link.label}
        {tag}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={link.href} className={className} onClick={onNavigate}>
      {link.label}
      {tag}
    </Link>
  );
}
