import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** RCPT TO of the SMTP envelope. */
  recipients: string[];
  parsed: ParsedMail;
}

export interface SmtpTestServer {
  readonly port: number;
  /** SMTP_URL for this server (with the credentials when it asks for them). */
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Stops listening: clients get "connection refused", as from an SMTP server that is down. */
  stop(): Promise<void>;
  /** Listens again on the same port (a no-op while it is listening). */
  restart(): Promise<void>;
}

export interface SmtpTestServerOptions {
  /** Require AUTH with this user; every password is refused with `rejectMessage`. */
  auth?: { user: string; password: string; rejectMessage: string };
  /** Wait this long before accepting each message (a slow server, so concurrent workers overlap). */
  acceptDelayMs?: number;
}

/**
 * A real SMTP server (the `smtp-server` package) on a free local port that parses and keeps every message
 * it accepts (with `mailparser`): what a test reads back to see what the shop sent.
 */
export async function startSmtpTestServer(options: SmtpTestServerOptions = {}): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let port = 0;
  let server: SMTPServer | undefined;

  const create = () =>
    new SMTPServer({
      logger: false,
      disabledCommands: ['STARTTLS'],
      authOptional: !options.auth,
      allowInsecureAuth: true,
      closeTimeout: 1_000,
      onAuth(_auth, _session, callback) {
        callback(new Error(options.auth?.rejectMessage ?? 'No authentication here.'));
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            received.push({ recipients: session.envelope.rcptTo.map((r) => r.address), parsed });
            setTimeout(() => callback(), options.acceptDelayMs ?? 0);
          })
          .catch((error: Error) => callback(error));
      },
    });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      const next = create();
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        const address = next.server.address();
        if (address && typeof address === 'object') port = address.port;
        server = next;
        resolve();
      });
    });

  await listen();
  const credentials = options.auth
    ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.password)}@`
    : '';
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://${credentials}127.0.0.1:${port}`;
    },
    received,
    stop: () =>
      new Promise<void>((resolve) => {
        const current = server;
        server = undefined;
        if (!current) return resolve();
        current.close(() => resolve());
      }),
    restart: listen,
  };
}
