/**
 * A minimal browser for sign-in tests over real HTTP: a cookie jar per host (names only, which is all these
 * flows need), redirects followed by hand so every hop is seen, and HTML forms read back from pages.
 */
export interface Hop {
  url: string;
  status: number;
  location?: string;
  setCookies: string[];
  /** The answer's headers, lower-case names (a balancer's X-Upstream, say). */
  headers: Record<string, string>;
  body: string;
}

export class TestBrowser {
  readonly cookies = new Map<string, Map<string, string>>();
  readonly hops: Hop[] = [];

  /** `headers` go with every request (e.g. the X-Forwarded-For a balancer would add, to be another client). */
  constructor(
    readonly origin: string,
    readonly headers: Record<string, string> = {},
  ) {}

  jar(url: string): Map<string, string> {
    const host = new URL(url).host;
    const jar = this.cookies.get(host) ?? new Map<string, string>();
    this.cookies.set(host, jar);
    return jar;
  }

  cookie(name: string, url = this.origin): string | undefined {
    return this.jar(url).get(name);
  }

  /** One request; the reply's cookies are stored. */
  async request(
    url: string,
    init: {
      method?: string;
      form?: Record<string, string>;
      headers?: Record<string, string>;
      json?: unknown;
    } = {},
  ) {
    const absolute = new URL(url, this.origin).href;
    const jar = this.jar(absolute);
    const headers: Record<string, string> = { ...this.headers, ...init.headers };
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.origin ??= new URL(absolute).origin;
      body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      headers['x-showroom-client'] ??= 'web';
      body = JSON.stringify(init.json);
    }
    const response = await fetch(absolute, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      redirect: 'manual',
    });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*(max-age=0|expires=Thu, 01 Jan 1970)/i.test(a));
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    const hop: Hop = {
      url: absolute,
      status: response.status,
      ...(response.headers.get('location')
        ? { location: new URL(response.headers.get('location') ?? '', absolute).href }
        : {}),
      setCookies,
      headers: Object.fromEntries(response.headers),
      body: await response.text(),
    };
    this.hops.push(hop);
    return hop;
  }

  /** Requests and follows redirects (GET after 302/303) until a page answers. */
  async go(url: string, init: Parameters<TestBrowser['request']>[1] = {}): Promise<Hop> {
    let hop = await this.request(url, init);
    for (let i = 0; hop.location && i < 20; i++) hop = await this.request(hop.location);
    return hop;
  }

  /** Submits the page's form (the first, or the one whose action contains `actionPart`) with these fields added. */
  submit(page: Hop, fields: Record<string, string>, actionPart = ''): Promise<Hop> {
    const forms = [...page.body.matchAll(/<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)];
    const form = forms.find((f) => f[1]?.includes(actionPart));
    if (!form?.[1])
      throw new Error(`no form ${actionPart} on ${page.url} (${page.status}):\n${page.body.slice(0, 800)}`);
    const hidden = Object.fromEntries(
      [...(form[2] ?? '').matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map(
        (m) => [m[1], m[2]],
      ),
    );
    const action = form[1].replaceAll('&amp;', '&');
    return this.go(new URL(action, page.url).href, { form: { ...hidden, ...fields } });
  }

  api(path: string, json: unknown = {}, headers: Record<string, string> = {}) {
    return this.request(path, { json, headers: { origin: this.origin, ...headers } });
  }
}
