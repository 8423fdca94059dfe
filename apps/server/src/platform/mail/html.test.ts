import { describe, expect, it } from 'vitest';
import { escapeHtml, html, multiline, SafeHtml, safeUrl } from './html';

describe('html tag', () => {
  it('escapes interpolated strings and numbers, keeps nested html, skips empty values', () => {
    const inner = html`<b>${'<i>'}</b>`;
    const out = html`<p title="${'"x"'}">${'a & b'} ${inner} ${[html`<br>`, '<br>']} ${null}${undefined}${false}${0}</p>`;
    expect(out.value).toBe('<p title="&quot;x&quot;">a &amp; b <b>&lt;i&gt;</b> <br>&lt;br&gt; 0</p>');
    expect(out).toBeInstanceOf(SafeHtml);
  });

  it('escapes every character that can end text or an attribute', () => {
    expect(escapeHtml(`&<>"'\``)).toBe('&amp;&lt;&gt;&quot;&#39;&#96;');
  });

  it('keeps line breaks of a comment as <br> and escapes the lines', () => {
    expect(multiline('a<b\r\nc\rd\ne').value).toBe('a&lt;b<br>c<br>d<br>e');
  });

  it('accepts only absolute http(s) links', () => {
    expect(safeUrl('https://shop.example/a b')).toBe('https://shop.example/a%20b');
    expect(safeUrl('http://localhost:3000/x')).toBe('http://localhost:3000/x');
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      '/relative',
      'mailto:a@b.c',
      '',
    ]) {
      expect(() => safeUrl(bad)).toThrow();
    }
  });
});
