// Stands in for @radix-ui/react-dialog in the first-screen render only (vite.first-screen.config.ts): static
// markup with a fixed title id and none of Radix's browser-only parts (focus trap, dismissable layer, scroll lock).
// Same elements, classes and attributes as Radix's open dialog, so the HTML's dialog looks like the one React opens
// over it (its layer, the shop's `BodyPortal`, is drawn in place there).
import type { HTMLAttributes, ReactNode } from 'react';

type Props = HTMLAttributes<HTMLElement> & { children?: ReactNode; asChild?: boolean };

/** Radix's own props (handlers, `open`) have no meaning in static markup. */
function domProps({ className, id, children, ...rest }: Props) {
  const aria = Object.fromEntries(Object.entries(rest).filter(([key]) => key.startsWith('aria-')));
  return { className, id, children, ...aria };
}

export function Root({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

export function Overlay(props: Props) {
  return <div data-state="open" {...domProps(props)} style={{ pointerEvents: 'auto' }} />;
}

/** One dialog per page: its title's id is fixed. */
const titleId = 'first-screen-dialog-title';

export function Content(props: Props) {
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-state="open"
      tabIndex={-1}
      {...domProps(props)}
    />
  );
}

export function Title(props: Props) {
  return <h2 {...domProps(props)} id={titleId} />;
}

export function Description(props: Props) {
  return <p {...domProps(props)} />;
}

export function Close(props: Props) {
  return <button type="button" {...domProps(props)} />;
}
