import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** POSTs a body, expects 200 and returns the envelope's `data`. */
export async function postData(t: TestApp, path: string, body: unknown) {
  const res = await t.post(path, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** POSTs a body, expects a refusal with this status naming `field` first or among its details; returns the envelope. */
export async function postRefused(t: TestApp, path: string, body: unknown, status: number, field: string) {
  const res = await t.post(path, body);
  expect(res.statusCode, res.body).toBe(status);
  const envelope = res.json();
  expect(envelope.status).toBe(false);
  expect(envelope.details.map((d: { field: string }) => d.field)).toContain(field);
  return envelope;
}
