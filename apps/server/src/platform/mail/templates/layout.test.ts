import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostile, sampleData } from '../../../../test/support/mail-fixtures';
import { escapeHtml } from '../html';
import { renderTemplate, templateNames } from '.';

const count = (text: string, char: string) => text.split(char).length - 1;

describe('every template', () => {
  it.each(templateNames)(
    '%s renders a well-formed, accessible, script-free HTML part and a text part',
    (name) => {
      const email = renderTemplate(name, sampleData[name]);
      expect(email.subject.length).toBeGreaterThan(5);
      expect(email.html.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(email.html).toMatch(/<html lang="en-(AU|NZ)">/);
      expect(email.html).toContain(`<title>${escapeHtml(email.subject)}</title>`);
      expect(email.html).toContain('role="presentation"');
      expect(email.html).toMatch(/<h1 [^>]*>/);
      expect(email.html).not.toMatch(/<script|<link|<style|javascript:|\son\w+=/i);
      expect(email.text).toContain('CADILLAC');
      expect(email.text).not.toMatch(/<[a-z]/i);
    },
  );

  it.each(templateNames)('%s keeps the market sales number in both parts', (name) => {
    const email = renderTemplate(name, sampleData[name]);
    const phone = sampleData[name].country === 'NZ' ? '0800 223 455' : '1800 223 455';
    const other = phone === '0800 223 455' ? '1800 223 455' : '0800 223 455';
    expect(email.html).toContain(phone);
    expect(email.text).toContain(phone);
    expect(email.html + email.text).not.toContain(other);
  });

  it('refuses a link that is not absolute http(s)', () => {
    for (const url of ['javascript:alert(1)', '/au-en/links/abc', 'data:text/html,hi']) {
      expect(() =>
        renderTemplate('shared-configuration', { ...sampleData['shared-configuration'], linkUrl: url }),
      ).toThrow('absolute http(s)');
    }
  });

  it('cannot be given markup through a customer value (any string)', () => {
    const base = renderTemplate('enquiry-acknowledgement', {
      ...sampleData['enquiry-acknowledgement'],
      firstName: 'Alex',
      comments: 'Hello',
    }).html;
    fc.assert(
      fc.property(fc.string(), fc.string({ unit: 'binary' }), (firstName, comments) => {
        const email = renderTemplate('enquiry-acknowledgement', {
          ...sampleData['enquiry-acknowledgement'],
          firstName,
          comments: `${comments}x`,
        });
        // Escaped values add no tags: every '<' in the output is the template's own, or a <br> of the comment.
        expect(count(email.html, '<')).toBe(count(base, '<') + brCount(comments));
        expect(count(email.html, '>')).toBe(count(base, '>') + brCount(comments));
        expect(email.html).toContain(escapeHtml(firstName));
      }),
      { numRuns: 60 },
    );
  });

  it('escapes the hostile sample in HTML and keeps it verbatim in text', () => {
    const email = renderTemplate('enquiry-acknowledgement', {
      ...sampleData['enquiry-acknowledgement'],
      firstName: hostile,
      comments: hostile,
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;');
    expect(email.text).toContain(hostile);
  });
});

/** A customer's comment keeps its line breaks as <br>, the only tags a value may add. */
function brCount(comments: string): number {
  const trimmed = `${comments}x`.trim();
  return trimmed.split(/\r\n|\r|\n/).length - 1;
}
