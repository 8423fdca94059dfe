import type { FastifyRequest } from 'fastify';
import { html, type SafeHtml } from '../../platform/mail/html';

/** A browser opening the link itself (a click, a bookmark), not the web app's fetch: it gets a page, not JSON. */
export function isNavigation(request: FastifyRequest): boolean {
  const dest = request.headers['sec-fetch-dest'];
  if (dest) return dest === 'document';
  return String(request.headers.accept ?? '').includes('text/html');
}

const styles = `body{margin:0;font-family:Helvetica,Arial,sans-serif;color:#0b0b0c;background:#fff}
main{max-width:560px;margin:0 auto;padding:64px 24px}h1{font-size:24px;letter-spacing:1px;margin:0 0 16px}
p{font-size:16px;line-height:24px;margin:0 0 24px}a.button{display:inline-block;padding:14px 28px;background:#0b0b0c;
color:#fff;text-decoration:none;font-weight:bold;letter-spacing:2px;text-transform:uppercase;font-size:14px}
a.button:focus-visible{outline:3px solid #0b0b0c;outline-offset:3px}`;

function page(title: string, body: SafeHtml): string {
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} | Cadillac</title><style>${styles}</style></head><body><main><h1>${title}</h1>${body}</main></body></html>`.toString();
}

/** The page for an expired link of the signed-in owner: what happened, and a fresh link to the same document. */
export function expiredLinkPage(freshUrl: string): string {
  return page(
    'This download link has expired',
    html`<p>Document links last 5 minutes, to keep your documents private. Here is a new one for the same document.</p><p><a class="button" href="${freshUrl}">Open the document</a></p>`,
  );
}

/** The page for a link that is not (or no longer) this visitor's: no document is named. */
export function unavailableLinkPage(statusCode: number): string {
  const signIn = statusCode === 401;
  return page(
    signIn ? 'Please sign in to open this document' : 'This document link is not valid',
    signIn
      ? html`<p>Documents open only for the customer they belong to. Sign in, then open the document again from your order.</p><p><a class="button" href="/gmauth/sign-in">Sign in</a></p>`
      : html`<p>Open the document again from your order in My Orders.</p><p><a class="button" href="/">Go to the shop</a></p>`,
  );
}
