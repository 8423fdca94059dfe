import { html } from '../html';
import { type Block, blocksHtml, blocksText } from './blocks';
import type { Market } from './market';

/** What every template produces; stored in the outbox and sent as a multipart/alternative message. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** A template's content before layout: the same blocks become the HTML and the text part. */
export interface EmailContent {
  subject: string;
  /** The line mail apps show after the subject in the inbox. */
  preheader: string;
  heading: string;
  blocks: readonly Block[];
}

const font = 'font-family:Helvetica,Arial,sans-serif;';

/**
 * The shared frame: one centred 600 px column of layout tables (what mail clients render reliably), inline styles
 * only, monochrome like the shop, the market's sales line in the footer.
 */
export function renderEmail(content: EmailContent, market: Market): RenderedEmail {
  const footer = `Questions? Call the Cadillac Sales Team on ${market.phone}.`;
  const page = html`<!DOCTYPE html>
<html lang="${market.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${content.subject}</title>
</head>
<body style="margin:0;padding:0;background-color:#f2f2f2;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;" aria-hidden="true">${content.preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f2f2f2;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;">
<tr><td style="background-color:#0b0b0c;padding:24px 32px;${font}font-size:16px;line-height:20px;letter-spacing:6px;font-weight:bold;color:#ffffff;">CADILLAC</td></tr>
<tr><td style="padding:32px 32px 16px;">
<h1 style="margin:0 0 24px;${font}font-size:24px;line-height:30px;letter-spacing:3px;text-transform:uppercase;font-weight:bold;color:#0b0b0c;">${content.heading}</h1>
${blocksHtml(content.blocks)}
</td></tr>
<tr><td style="padding:24px 32px;background-color:#e8e8ea;${font}font-size:13px;line-height:20px;color:#3a3a3f;">
<p style="margin:0 0 8px;">Questions? Call the Cadillac Sales Team on <a href="${market.phoneHref}" style="color:#0b0b0c;font-weight:bold;">${market.phone}</a>.</p>
<p style="margin:0;">${market.brand}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    'CADILLAC',
    '',
    content.heading.toUpperCase(),
    '',
    blocksText(content.blocks),
    '',
    '--',
    footer,
    market.brand,
    '',
  ].join('\n');
  return { subject: content.subject, html: page.value, text };
}
