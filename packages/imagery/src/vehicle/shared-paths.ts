import { type Attrs, el } from '../svg';

/** A path waiting to be written, either in full or as a `<use>` of a shared outline. */
export interface PendingPath {
  d: string;
  attrs: Attrs;
}

/**
 * Collects the paths of one drawing so that an outline used more than once (the grille: filled, patterned
 * and edged) is written once in `<defs>` and referenced. All paths are added before any is written.
 */
export class SharedPaths {
  private readonly counts = new Map<string, number>();
  private shared?: Map<string, string>;

  add(d: string, attrs: Attrs): PendingPath {
    if (this.shared) throw new Error('SharedPaths: all paths must be added before writing');
    this.counts.set(d, (this.counts.get(d) ?? 0) + 1);
    return { d, attrs };
  }

  private ids(): Map<string, string> {
    this.shared ??= new Map(
      [...this.counts].filter(([, count]) => count > 1).map(([d], i) => [d, `s${i}`] as const),
    );
    return this.shared;
  }

  /** The shared outlines, for `<defs>`. */
  defs(): string {
    return [...this.ids()].map(([d, id]) => el('path', { id, d })).join('');
  }

  write({ d, attrs }: PendingPath): string {
    const id = this.ids().get(d);
    return id ? el('use', { href: `#${id}`, ...attrs }) : el('path', { d, ...attrs });
  }
}
