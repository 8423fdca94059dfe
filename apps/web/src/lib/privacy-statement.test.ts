import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPrivacyStatement, privacyStatementMarker } from './privacy-statement';

const serve = (status: number, body: string) => {
  const fetchMock = vi.fn().mockResolvedValue(new Response(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

describe('loadPrivacyStatement', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('fetches the template without any cache and with a cache-busting parameter', async () => {
    const fetchMock = serve(200, `${privacyStatementMarker}<p>Hello</p>`);
    await expect(loadPrivacyStatement(() => 1234)).resolves.toContain('<p>Hello</p>');
    expect(fetchMock).toHaveBeenCalledWith('/content/privacy-statement.html?v=1234', { cache: 'no-store' });
  });

  it('logs and shows nothing when the marker is missing or the request fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(200, '<p>Not ours</p>');
    await expect(loadPrivacyStatement()).resolves.toBeNull();
    serve(500, privacyStatementMarker);
    await expect(loadPrivacyStatement()).resolves.toBeNull();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await expect(loadPrivacyStatement()).resolves.toBeNull();
    expect(log).toHaveBeenCalledTimes(3);
  });
});
