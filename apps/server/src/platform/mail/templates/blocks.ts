import { html, multiline, type SafeHtml, safeUrl } from '../html';

/** One row of a details table: a label, a value and an optional amount shown right-aligned. */
export interface DetailRow {
  label: string;
  value: string;
  amount?: string;
  strong?: boolean;
}

/**
 * The building blocks of an email body. A template lists blocks once; the layout renders them as HTML and as
 * plain text, so both formats always say the same thing.
 */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'details'; caption: string; rows: readonly DetailRow[] }
  | { kind: 'steps'; items: readonly { title: string; text: string }[] }
  /** A numbered list of plain sentences (the list numbers them: no title of their own). */
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'quote'; label: string; text: string }
  | { kind: 'smallPrint'; text: string };

const font = 'font-family:Helvetica,Arial,sans-serif;';
const ink = '#0b0b0c';
const grey = '#4a4a4f';
const rule = '#d9d9dc';

function blockHtml(block: Block): SafeHtml {
  switch (block.kind) {
    case 'paragraph':
      return html`<p style="margin:0 0 16px;${font}font-size:16px;line-height:24px;color:${ink};">${block.text}</p>`;
    case 'heading':
      return html`<h2 style="margin:24px 0 12px;${font}font-size:15px;line-height:22px;letter-spacing:2px;text-transform:uppercase;font-weight:bold;color:${ink};">${block.text}</h2>`;
    case 'button':
      return html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td style="background-color:${ink};"><a href="${safeUrl(block.url)}" style="display:inline-block;padding:14px 28px;${font}font-size:14px;line-height:20px;font-weight:bold;letter-spacing:2px;text-transform:uppercase;color:#ffffff;text-decoration:none;">${block.label}</a></td></tr></table>`;
    case 'details':
      return html`<table cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:0 0 24px;border-collapse:collapse;${font}font-size:15px;line-height:22px;color:${ink};"><caption style="text-align:left;padding:0 0 8px;${font}font-size:13px;letter-spacing:2px;text-transform:uppercase;font-weight:bold;color:${grey};">${block.caption}</caption>${block.rows.map(
        (row) =>
          html`<tr><th scope="row" style="text-align:left;vertical-align:top;padding:8px 12px 8px 0;border-top:1px solid ${rule};font-weight:normal;color:${grey};white-space:nowrap;">${row.label}</th><td style="vertical-align:top;padding:8px 12px 8px 0;border-top:1px solid ${rule};${row.strong ? 'font-weight:bold;' : ''}">${row.value}</td><td style="vertical-align:top;padding:8px 0;border-top:1px solid ${rule};text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums;${row.strong ? 'font-weight:bold;' : ''}">${row.amount ?? ''}</td></tr>`,
      )}</table>`;
    case 'steps':
      return html`<ol style="margin:0 0 24px;padding:0 0 0 24px;${font}font-size:15px;line-height:22px;color:${ink};">${block.items.map(
        (item) =>
          html`<li style="margin:0 0 12px;"><strong>${item.title}</strong><br><span style="color:${grey};">${item.text}</span></li>`,
      )}</ol>`;
    case 'list':
      return html`<ol style="margin:0 0 24px;padding:0 0 0 24px;${font}font-size:15px;line-height:22px;color:${ink};">${block.items.map(
        (item) => html`<li style="margin:0 0 8px;">${item}</li>`,
      )}</ol>`;
    case 'quote':
      return html`<p style="margin:0 0 8px;${font}font-size:13px;letter-spacing:2px;text-transform:uppercase;font-weight:bold;color:${grey};">${block.label}</p><blockquote style="margin:0 0 24px;padding:12px 16px;border-left:3px solid ${ink};background-color:#f2f2f2;${font}font-size:15px;line-height:22px;color:${ink};">${multiline(block.text)}</blockquote>`;
    case 'smallPrint':
      return html`<p style="margin:0 0 12px;${font}font-size:13px;line-height:20px;color:${grey};">${block.text}</p>`;
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
    case 'smallPrint':
      return block.text;
    case 'heading':
      return block.text.toUpperCase();
    case 'button':
      return `${block.label}:\n${safeUrl(block.url)}`;
    case 'details':
      return [
        block.caption,
        ...block.rows.map((row) => `${row.label}: ${row.value}${row.amount ? `  ${row.amount}` : ''}`),
      ].join('\n');
    case 'steps':
      return block.items.map((item, index) => `${index + 1}. ${item.title}\n   ${item.text}`).join('\n');
    case 'list':
      return block.items.map((item, index) => `${index + 1}. ${item}`).join('\n');
    case 'quote':
      return `${block.label}:\n${block.text
        .split(/\r\n|\r|\n/)
        .map((line) => `> ${line}`)
        .join('\n')}`;
  }
}

export function blocksHtml(blocks: readonly Block[]): SafeHtml {
  return html`${blocks.map(blockHtml)}`;
}

export function blocksText(blocks: readonly Block[]): string {
  return blocks.map(blockText).join('\n\n');
}
