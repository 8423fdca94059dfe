import type { z } from 'zod';
import { envelopeOf } from './envelope';

export type HttpMethod = 'GET' | 'POST';
export type ApiPath = `/api/${string}`;

/**
 * One API call of the spec: its method, path, request body and the `data` of its reply.
 * The server registers routes from these and OpenAPI is generated from them. The web app imports
 * them as types only and names its calls with `EndpointRef`; its forms (lazy chunks) use the body schemas.
 */
export interface Endpoint<
  Body extends z.ZodType = z.ZodType,
  Data extends z.ZodType = z.ZodType,
  Method extends HttpMethod = HttpMethod,
  Path extends ApiPath = ApiPath,
> {
  method: Method;
  path: Path;
  summary: string;
  tag: string;
  body: Body;
  data: Data;
}

export function defineEndpoint<
  Body extends z.ZodType,
  Data extends z.ZodType,
  Method extends HttpMethod,
  Path extends ApiPath,
>(endpoint: Endpoint<Body, Data, Method, Path>) {
  return { ...endpoint, reply: envelopeOf(endpoint.data) };
}

/** What the browser needs to call an endpoint: its method and path, checked against the contract at compile time. */
export type EndpointRef<E extends Endpoint> = Pick<E, 'method' | 'path'> & { readonly __endpoint?: E };

/** The body a client sends (before defaults) and the data it receives. */
export type BodyOf<E extends Endpoint> = z.input<E['body']>;
export type ParsedBodyOf<E extends Endpoint> = z.output<E['body']>;
export type DataOf<E extends Endpoint> = z.output<E['data']>;
