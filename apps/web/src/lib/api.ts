import type { BodyOf, DataOf, Endpoint, EndpointRef, ErrorEnvelope } from '@showroom/contract';
import { ApiError, isAbort } from './api-error';

/** Replies whose errorCode is NoActivity send the browser to the shop home: the session expired (spec 000 section 4). */
function handleSessionExpiry(errorCode: string | undefined): void {
  if (errorCode === 'NoActivity') window.location.assign('/');
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;

/** How a call reaches the server: the browser's fetch, or the server itself when it renders a page (`sendCallsBy`). */
let transport: Transport = (path, init) => fetch(path, init);

/**
 * Sends every call by `send` from now on: the server's render of a first screen (app/first-screen/render.tsx)
 * answers the page's queries in its own process. Never called in the browser.
 */
export function sendCallsBy(send: Transport): void {
  transport = send;
}

/**
 * Calls one endpoint of the contract with the shop's conventions: JSON, same-origin cookies, the
 * anti-forgery client header, abortable. Resolves to the reply's `data`; rejects with ApiError.
 */
export async function callApi<E extends Endpoint>(
  endpoint: EndpointRef<E>,
  body?: BodyOf<E>,
  options: { signal?: AbortSignal } = {},
): Promise<DataOf<E>> {
  const init: RequestInit = {
    method: endpoint.method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'x-showroom-client': 'web' },
    signal: options.signal ?? null,
  };
  if (endpoint.method !== 'GET') {
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify(body ?? {});
  }
  const response = await transport(endpoint.path, init);
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new ApiError(
      'The server answered with something unexpected. Please try again.',
      response.status,
      'BadReply',
    );
  }
  const envelope = payload as { status?: boolean; data?: unknown } & Partial<Omit<ErrorEnvelope, 'status'>>;
  if (!response.ok || envelope.status !== true) {
    handleSessionExpiry(envelope.errorCode);
    throw new ApiError(
      envelope.message ?? 'Something went wrong. Please try again.',
      response.status,
      envelope.errorCode ?? 'Unknown',
      envelope.details ?? [],
      envelope.requestId,
    );
  }
  return envelope.data as DataOf<E>;
}

/**
 * A call that logs 'Request aborted!' when it is aborted because a newer request superseded it (spec 000
 * section 4, spec 001 section 8). The abort still rejects, so the query keeps what it showed.
 */
export async function logAbort<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isAbort(error)) console.info('Request aborted!');
    throw error;
  }
}

/** The endpoint a reference names. */
type EndpointOf<R> = R extends EndpointRef<infer E> ? E : never;

/** A feature's endpoints, each as a function of its body. */
export type CallsOf<R> = {
  [K in keyof R]: (
    body: BodyOf<EndpointOf<R[K]>>,
    options?: { signal?: AbortSignal },
  ) => Promise<DataOf<EndpointOf<R[K]>>>;
};

/**
 * A feature's table of endpoints as functions of their bodies: what its `api/` file hands its components, to send
 * through `useMutation` or to read a list's pages with. Components never hold the client itself.
 */
export function callsOf<R extends Record<string, EndpointRef<Endpoint>>>(refs: R): CallsOf<R> {
  return Object.fromEntries(
    Object.entries(refs).map(([name, ref]) => [
      name,
      (body: unknown, options?: { signal?: AbortSignal }) => callApi(ref, body as never, options),
    ]),
  ) as CallsOf<R>;
}
