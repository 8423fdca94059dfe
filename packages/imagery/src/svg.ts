/** Attribute values of one element; `undefined` leaves the attribute out. */
export type Attrs = Record<string, string | number | undefined>;

/**
 * Formats a coordinate with at most one decimal, keeping documents small and deterministic.
 * @example num(12.345) // '12.3'
 */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return String(rounded === 0 ? 0 : rounded);
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Escapes text and attribute values for XML.
 * @example escapeXml('A & B') // 'A &amp; B'
 */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

/**
 * One element as text; children are already serialised markup.
 * @example el('circle', { r: 2 }) // '<circle r="2"/>'
 */
export function el(tag: string, attrs: Attrs = {}, ...children: string[]): string {
  let open = `<${tag}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined) continue;
    open += ` ${key}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`;
  }
  const body = children.join('');
  return body ? `${open}>${body}</${tag}>` : `${open}/>`;
}

/**
 * A linear gradient from colour stops `[offset, colour, opacity?]`, top to bottom unless a direction is given.
 * @example linearGradient('g', [[0, '#fff'], [1, '#000']]) // '<linearGradient id="g" x2="0" y2="1">…'
 */
export function linearGradient(
  id: string,
  stops: ReadonlyArray<readonly [number, string, number?]>,
  direction: Attrs = { x2: 0, y2: 1 },
): string {
  return el('linearGradient', { id, ...direction }, ...stops.map(stop));
}

/** A radial gradient from colour stops, centred in the box unless told otherwise. */
export function radialGradient(
  id: string,
  stops: ReadonlyArray<readonly [number, string, number?]>,
  attrs: Attrs = {},
): string {
  return el('radialGradient', { id, ...attrs }, ...stops.map(stop));
}

function stop([offset, color, opacity]: readonly [number, string, number?]): string {
  return el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity });
}

/**
 * A complete standalone SVG document with an accessible title, a fixed viewBox and explicit size.
 * @example svgDocument({ width: 64, height: 64, title: 'Red', body: '' }).startsWith('<svg') // true
 */
export function svgDocument(options: {
  width: number;
  height: number;
  title: string;
  defs?: string;
  body: string;
  /** Presentation attributes every shape inherits, written once on the root. */
  inherited?: Attrs;
}): string {
  const { width, height, title, defs, body, inherited } = options;
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${width} ${height}`,
      width,
      height,
      role: 'img',
      ...inherited,
    },
    el('title', {}, escapeXml(title)),
    defs ? el('defs', {}, defs) : '',
    body,
  );
}
