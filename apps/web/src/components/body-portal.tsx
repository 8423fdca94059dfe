import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';

/** Set by a render drawn into the page's HTML as it stands (the first screen's dialog): layers are drawn in place. */
export const DrawnInPlace = createContext(false);

const subscribeToNothing = () => () => {};

/**
 * A layer (a dialog) at the end of the body. Radix's portal mounts in a second render, forced from a layout
 * effect: React then renders again and runs every pending effect (focus, scroll lock) in the same task, one long
 * task for a dialog that opens as the page starts (issue 35). This one is in the document from its first commit,
 * and its effects run after it. A server render or a hydration leaves it out, as Radix's does (nothing to match in
 * the server's HTML), unless the render is drawn in place (`DrawnInPlace`).
 */
export function BodyPortal({ children }: { children: ReactNode }) {
  const drawnInPlace = useContext(DrawnInPlace);
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  if (drawnInPlace) return children;
  return inBrowser ? createPortal(children, document.body) : null;
}
