/**
 * The strings that must never reach a log line or the outbox's `last_error`: the SMTP password, and the forms
 * it takes on the wire (URL-encoded in SMTP_URL, base64 in AUTH PLAIN and AUTH LOGIN).
 */
export function secretsOfUrl(url: string): string[] {
  const parsed = new URL(url);
  const user = decodeURIComponent(parsed.username);
  const password = decodeURIComponent(parsed.password);
  if (!password) return [];
  const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
  return [
    password,
    parsed.password,
    base64(password),
    base64(`\u0000${user}\u0000${password}`),
    base64(`${user}\u0000${password}`),
  ].filter((secret) => secret.length >= 3);
}

/**
 * One line that says why a send failed, safe to store and log (ASVS 16.2.5): nodemailer's code, SMTP reply code
 * and command, and message, with every known secret replaced by `[redacted]`, email addresses (a server's
 * "550 <alex@…> unknown") replaced by `[address]` (the row already names its recipient), line breaks flattened
 * (one log line per event) and the length capped.
 */
export function describeSendError(error: unknown, secrets: readonly string[]): string {
  const details = error as { code?: unknown; responseCode?: unknown; command?: unknown; message?: unknown };
  const parts = [
    typeof details.code === 'string' ? details.code : undefined,
    typeof details.responseCode === 'number' ? String(details.responseCode) : undefined,
    typeof details.command === 'string' ? `during ${details.command}` : undefined,
  ].filter(Boolean);
  const message = error instanceof Error ? error.message : String(details.message ?? error);
  let text = `${parts.length ? `${parts.join(' ')}: ` : ''}${message}`;
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    text = text.split(secret).join('[redacted]');
  }
  return text
    .replace(/[^\s<>@"'(),;:]+@[^\s<>@"'(),;:]+/g, '[address]')
    .replace(/[\r\n\t]+/g, ' ')
    .slice(0, 500);
}
