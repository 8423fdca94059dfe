/** What a well-formed standalone SVG from this package looks like, read back by `inspectSvg`. */
export interface SvgFacts {
  viewBox: string;
  width: number;
  height: number;
  title: string;
  /** Every element name, in document order. */
  tags: string[];
}

/**
 * A small XML reader for tests: checks the document is one <svg> root with balanced tags and quoted
 * attributes, and returns its size and title; throws with the reason otherwise.
 */
export function inspectSvg(svg: string): SvgFacts {
  if (!svg.startsWith('<svg ')) throw new Error('does not start with <svg');
  const stack: string[] = [];
  const tags: string[] = [];
  let rest = svg;
  let root: string | undefined;
  let title = '';
  while (rest.length) {
    const open = rest.indexOf('<');
    if (open === -1) {
      if (rest.trim()) throw new Error('text after the root element');
      break;
    }
    const text = rest.slice(0, open);
    if (/[<>]/.test(text) || /&(?!amp;|lt;|gt;|quot;|#\d+;)/.test(text)) throw new Error(`bad text: ${text}`);
    if (stack.at(-1) === 'title') title += text;
    else if (text.trim() && stack.length) throw new Error(`unexpected text in <${stack.at(-1)}>: ${text}`);
    const close = rest.indexOf('>', open);
    if (close === -1) throw new Error('unterminated tag');
    const tag = rest.slice(open + 1, close);
    rest = rest.slice(close + 1);
    if (tag.startsWith('/')) {
      const name = tag.slice(1);
      if (stack.pop() !== name) throw new Error(`unbalanced </${name}>`);
      if (!stack.length && rest.trim()) throw new Error('content after the root element');
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const body = selfClosing ? tag.slice(0, -1) : tag;
    const match = /^([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*$/.exec(body);
    if (!match) throw new Error(`malformed tag <${tag}>`);
    const name = match[1]!;
    if (!stack.length && root) throw new Error('more than one root element');
    root ??= body;
    tags.push(name);
    if (!selfClosing) stack.push(name);
  }
  if (stack.length) throw new Error(`unclosed <${stack.join('>, <')}>`);
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root ?? '')?.[1];
  const viewBox = attr('viewBox');
  const width = Number(attr('width'));
  const height = Number(attr('height'));
  if (!viewBox || !(width > 0) || !(height > 0)) throw new Error('missing viewBox, width or height');
  if (!title.trim()) throw new Error('missing <title>');
  return { viewBox, width, height, title, tags };
}

/**
 * Reasons an SVG would not be safe to serve under our content security policy or to show in an <img>:
 * scripts, event handlers, foreign content, styles, links or references to anything outside the document.
 */
export function unsafeParts(svg: string): string[] {
  const found: string[] = [];
  const checks: Array<[RegExp, string]> = [
    [/<script/i, 'script element'],
    [/<foreignObject/i, 'foreignObject'],
    [/<style/i, 'style element'],
    [/<(image|a|iframe|object|embed|animate|set)\b/i, 'element that can load or act'],
    [/\son\w+=/i, 'event handler attribute'],
    [/href="(?!#)/i, 'reference outside the document'],
    [/url\((?!#)/i, 'url() outside the document'],
    [/javascript:|data:/i, 'script or data URL'],
  ];
  for (const [pattern, reason] of checks) if (pattern.test(svg)) found.push(reason);
  const links = svg.match(/https?:\/\/[^"]*/g) ?? [];
  if (links.some((link) => link !== 'http://www.w3.org/2000/svg')) found.push('external link');
  return found;
}
