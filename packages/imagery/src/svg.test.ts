import { describe, expect, it } from 'vitest';
import { mix, shade } from './color';
import { el, escapeXml, num, svgDocument } from './svg';
import { inspectSvg, unsafeParts } from './test-support/svg-check';

describe('svg text', () => {
  it('escapes markup in text and attributes', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(el('title', { id: '"x"' }, escapeXml('A & B'))).toBe(
      '<title id="&quot;x&quot;">A &amp; B</title>',
    );
  });

  it('rounds coordinates to one decimal without negative zero', () => {
    expect(num(12.345)).toBe('12.3');
    expect(num(-0.04)).toBe('0');
    expect(num(3)).toBe('3');
  });

  it('writes a document the checker accepts, and the checker catches broken ones', () => {
    const svg = svgDocument({ width: 64, height: 64, title: 'A & B', body: el('circle', { r: 2 }) });
    expect(inspectSvg(svg).title).toBe('A &amp; B');
    expect(() =>
      inspectSvg('<svg viewBox="0 0 1 1" width="1" height="1"><title>x</title><g></svg>'),
    ).toThrow();
    expect(() => inspectSvg('<svg viewBox="0 0 1 1" width="1" height="1"><g/></svg>')).toThrow(/title/);
    expect(() => inspectSvg('<svg width="1" height="1"><title>x</title></svg>')).toThrow(/viewBox/);
    expect(unsafeParts('<svg><script>x</script><image href="http://x"/></svg>')).toEqual([
      'script element',
      'element that can load or act',
      'reference outside the document',
      'external link',
    ]);
  });
});

describe('colour', () => {
  it('mixes and shades in sRGB', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(shade('#808080', -0.5)).toBe('#404040');
    expect(shade('#123456', 0)).toBe('#123456');
  });
});
