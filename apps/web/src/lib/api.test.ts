import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi, logAbort } from './api';
import { ApiError, isAbort } from './api-error';

const ref = { method: 'POST', path: '/api/Vehicle/get-variants' } as const;

function reply(status: number, body: unknown) {
  return vi
    .fn()
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
}

describe('callApi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the anti-forgery header and resolves to data', async () => {
    const fetchMock = reply(200, { status: true, data: [{ variantName: 'Sport' }] });
    vi.stubGlobal('fetch', fetchMock);
    await expect(callApi(ref, { Country: 'AU' })).resolves.toEqual([{ variantName: 'Sport' }]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/Vehicle/get-variants');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json', 'x-showroom-client': 'web' });
    expect(JSON.parse(init.body)).toEqual({ Country: 'AU' });
  });

  it('rejects with the server message, code and fields', async () => {
    vi.stubGlobal(
      'fetch',
      reply(400, {
        status: false,
        message: 'Country: Required.',
        errorCode: 'InvalidInput',
        requestId: 'r1',
        details: [{ field: 'Country', message: 'Required.' }],
      }),
    );
    const error = await callApi(ref, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Country: Required.',
      httpStatus: 400,
      errorCode: 'InvalidInput',
      requestId: 'r1',
    });
  });

  it('treats a reply without status as a failure', async () => {
    vi.stubGlobal('fetch', reply(200, { data: [] }));
    await expect(callApi(ref, {})).rejects.toBeInstanceOf(ApiError);
  });

  it('recognises an aborted request', () => {
    expect(isAbort(new DOMException('aborted', 'AbortError'))).toBe(true);
    expect(isAbort(new Error('x'))).toBe(false);
  });

  it("logs 'Request aborted!' for a superseded call and still rejects; other failures are not logged so", async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_path: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const call = logAbort(callApi(ref, {}, { signal: controller.signal }));
    controller.abort();
    await expect(call).rejects.toSatisfy(isAbort);
    expect(info).toHaveBeenCalledWith('Request aborted!');

    info.mockClear();
    vi.stubGlobal('fetch', reply(200, { data: [] }));
    await expect(logAbort(callApi(ref, {}))).rejects.toBeInstanceOf(ApiError);
    expect(info).not.toHaveBeenCalled();
    info.mockRestore();
  });
});
