import type { outbox } from '../../db/schema';
import { html, SafeHtml } from './html';

export type MailboxMessage = typeof outbox.$inferSelect;
export type MailboxSummary = Pick<
  MailboxMessage,
  | 'id'
  | 'toAddress'
  | 'subject'
  | 'template'
  | 'status'
  | 'attempts'
  | 'createdAt'
  | 'deliveredAt'
  | 'lastError'
>;

const styles = new SafeHtml(`
body { margin: 0; font: 15px/1.5 Helvetica, Arial, sans-serif; color: #0b0b0c; background: #f2f2f2; }
header { background: #0b0b0c; color: #fff; padding: 16px 24px; letter-spacing: 4px; font-weight: bold; }
main { max-width: 1100px; margin: 0 auto; padding: 24px; }
h1 { font-size: 20px; letter-spacing: 2px; text-transform: uppercase; }
table { width: 100%; border-collapse: collapse; background: #fff; }
th, td { text-align: left; padding: 8px 12px; border-bottom: 1px solid #d9d9dc; vertical-align: top; }
th { font-size: 12px; letter-spacing: 1px; text-transform: uppercase; color: #4a4a4f; }
a { color: #0b0b0c; }
.status { font-weight: bold; }
.failed { color: #b00020; }
iframe { width: 100%; height: 900px; border: 1px solid #d9d9dc; background: #fff; }
pre { white-space: pre-wrap; background: #fff; padding: 16px; border: 1px solid #d9d9dc; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; background: #fff; padding: 16px; }
dt { color: #4a4a4f; }
dd { margin: 0; }
`);

function page(title: string, body: SafeHtml): string {
  return html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${styles}</style>
</head>
<body>
<header>CADILLAC · DEV MAILBOX</header>
<main>${body}</main>
</body>
</html>
`.value;
}

const when = (date: Date | null) => (date ? date.toISOString().replace('T', ' ').slice(0, 19) : '');

/** The list: newest first, each row linking to the message. */
export function mailboxListPage(messages: readonly MailboxSummary[], from: string): string {
  const rows = messages.map(
    (m) => html`<tr>
<td>${when(m.createdAt)}</td>
<td>${m.toAddress}</td>
<td><a href="/__dev/mailbox/${m.id}">${m.subject}</a></td>
<td>${m.template}</td>
<td class="status${m.status === 'failed' ? ' failed' : ''}">${m.status}</td>
<td>${m.attempts}</td>
</tr>`,
  );
  return page(
    'Dev mailbox',
    html`<h1>Dev mailbox</h1>
<p>Every email the shop has written to its outbox, newest first (the latest 200). Sender: ${from}.</p>
${
  messages.length
    ? html`<table>
<thead><tr><th scope="col">Written (UTC)</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Template</th><th scope="col">Status</th><th scope="col">Attempts</th></tr></thead>
<tbody>${rows}</tbody>
</table>`
    : html`<p>No emails yet.</p>`
}`,
  );
}

/** One message: its envelope, the HTML part in a sandboxed frame and the text part. */
export function mailboxMessagePage(message: MailboxMessage, from: string): string {
  return page(
    message.subject,
    html`<p><a href="/__dev/mailbox">← All messages</a></p>
<h1>${message.subject}</h1>
<dl>
<dt>From</dt><dd>${from}</dd>
<dt>To</dt><dd>${message.toAddress}</dd>
<dt>Template</dt><dd>${message.template}</dd>
<dt>Status</dt><dd>${message.status}</dd>
<dt>Attempts</dt><dd>${message.attempts}</dd>
<dt>Written (UTC)</dt><dd>${when(message.createdAt)}</dd>
<dt>Delivered (UTC)</dt><dd>${when(message.deliveredAt)}</dd>
${message.lastError ? html`<dt>Last error</dt><dd>${message.lastError}</dd>` : ''}
${message.nextAttemptAt && message.status === 'pending' ? html`<dt>Not before (UTC)</dt><dd>${when(message.nextAttemptAt)}</dd>` : ''}
</dl>
${
  message.attachments.length
    ? html`<h2>Attachments</h2>
<ul>${message.attachments.map(
        (file, index) =>
          html`<li><a href="/__dev/mailbox/${message.id}/attachments/${String(index)}" download="${file.filename}">${file.filename}</a> (${file.contentType})</li>`,
      )}</ul>`
    : ''
}
<h2>HTML</h2>
<p><a href="/__dev/mailbox/${message.id}/html">Open the HTML part</a> · <a href="/__dev/mailbox/${message.id}/text">Open the text part</a></p>
<iframe title="HTML part of the email" sandbox="allow-popups allow-top-navigation-by-user-activation" src="/__dev/mailbox/${message.id}/html"></iframe>
<h2>Plain text</h2>
<pre>${message.text}</pre>`,
  );
}
