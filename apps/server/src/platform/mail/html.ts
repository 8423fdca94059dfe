/**
 * HTML built only through the `html` tag: every interpolated value is escaped unless it is already `SafeHtml`
 * (the output of another `html` call), so a customer's name or comment can never become markup.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Escapes text for HTML content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (char) => entities[char] ?? char);
}

export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** Tagged template: `html\`<p>${name}</p>\`` escapes `name`; nested `html` results and arrays of them pass through. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Text with its line breaks kept as `<br>` (a customer's comment). */
export function multiline(text: string): SafeHtml {
  return new SafeHtml(
    text
      .split(/\r\n|\r|\n/)
      .map(escapeHtml)
      .join('<br>'),
  );
}

/**
 * An absolute http(s) URL for an `href`; anything else (javascript:, data:, a relative path) is a programming
 * error, so it throws instead of producing a link that could run script or point nowhere.
 */
export function safeUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('Email links must be absolute http(s) URLs.');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error('Email links must be absolute http(s) URLs.');
  }
  return parsed.toString();
}
