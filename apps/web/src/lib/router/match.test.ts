import { describe, expect, it } from 'vitest';
import { matchRoutes, type RoutePattern, segmentsOf } from './match';

// The app's own route tables (app/routes.tsx), so each case is one the app relies on.
const top: RoutePattern[] = [
  { path: '/' },
  { path: '/__dev/on' },
  { path: '/__dev/off' },
  { path: '/links/:linkKey' },
  { path: '/:market/*' },
];
const market: RoutePattern[] = [
  { index: true },
  { path: 'configure' },
  { path: 'inventory' },
  { path: 'order-success/:customerId/:customerNo/:orderId/:orderNo/:paymentId/:country' },
  { path: 'links/:linkKey' },
  { path: 'request-a-call/:QRcode?' },
  { path: 'test-drive/:first?/:second?' },
  { path: '*' },
];

const at = (routes: RoutePattern[], pathname: string) => matchRoutes(routes, segmentsOf(pathname));
const which = (routes: RoutePattern[], pathname: string) => {
  const found = at(routes, pathname);
  return found && (routes[found.route]?.path ?? 'index');
};

describe('segmentsOf', () => {
  it('drops the slashes at the ends and decodes each segment', () => {
    expect(segmentsOf('/')).toEqual([]);
    expect(segmentsOf('/au-en/')).toEqual(['au-en']);
    expect(segmentsOf('/a%20b/c%2Fd')).toEqual(['a b', 'c/d']);
  });

  it('keeps a segment that is not a valid escape as written', () => {
    expect(segmentsOf('/links/%E0%A4%A')).toEqual(['links', '%E0%A4%A']);
  });
});

describe('matchRoutes at the top level', () => {
  it('sends the bare root to "/" and a market to "/:market/*"', () => {
    expect(which(top, '/')).toBe('/');
    expect(which(top, '/au-en')).toBe('/:market/*');
    expect(which(top, '/au-en/')).toBe('/:market/*');
    expect(which(top, '/nz-en/inventory')).toBe('/:market/*');
  });

  it('prefers static segments over the market parameter, whatever the order', () => {
    expect(which(top, '/__dev/on')).toBe('/__dev/on');
    expect(which(top, '/__dev/off/')).toBe('/__dev/off');
    expect(which(top, '/links/abc')).toBe('/links/:linkKey');
    expect(which([...top].reverse(), '/links/abc')).toBe('/links/:linkKey');
    expect(which([...top].reverse(), '/__dev/on')).toBe('/__dev/on');
  });

  it('matches static segments in any case', () => {
    expect(which(top, '/__DEV/On')).toBe('/__dev/on');
  });

  it('gives the market and what the splat took, and the depth a descendant <Routes> starts at', () => {
    expect(at(top, '/au-en/links/k1')).toEqual({
      route: 4,
      params: { market: 'au-en', '*': 'links/k1' },
      depth: 1,
    });
    expect(at(top, '/links/a%20key')).toEqual({ route: 3, params: { linkKey: 'a key' }, depth: 2 });
  });

  it('matches nothing when no route fits', () => {
    expect(at([{ path: '/a' }], '/b')).toBeNull();
    expect(at([{ path: '/a' }], '/a/b')).toBeNull();
    expect(at([{ path: '/:x' }], '/')).toBeNull();
  });
});

describe('matchRoutes below a market', () => {
  it('opens the index route at the market root only', () => {
    expect(which(market, '/')).toBe('index');
    expect(which(market, '/configure')).toBe('configure');
    expect(which(market, '/Inventory/')).toBe('inventory');
  });

  it('leaves what no route names to "*", with the rest of the path', () => {
    expect(which(market, '/nowhere')).toBe('*');
    expect(which(market, '/configure/extra')).toBe('*');
    expect(at(market, '/a/b')?.params).toEqual({ '*': 'a/b' });
  });

  it('takes the six parameters of the order-success path, decoded', () => {
    expect(at(market, '/order-success/c1/c%2F2/o1/o2/p1/AU')).toEqual({
      route: 3,
      params: {
        customerId: 'c1',
        customerNo: 'c/2',
        orderId: 'o1',
        orderNo: 'o2',
        paymentId: 'p1',
        country: 'AU',
      },
      depth: 7,
    });
    expect(which(market, '/order-success/c1/c2/o1/o2/p1')).toBe('*');
  });

  it('takes optional parameters when present and matches without them', () => {
    expect(at(market, '/request-a-call')?.params).toEqual({});
    expect(at(market, '/request-a-call/QR7')?.params).toEqual({ QRcode: 'QR7' });
    expect(at(market, '/test-drive')?.params).toEqual({});
    expect(at(market, '/test-drive/one')?.params).toEqual({ first: 'one' });
    expect(at(market, '/test-drive/one/two')?.params).toEqual({ first: 'one', second: 'two' });
    expect(which(market, '/test-drive/one/two/three')).toBe('*');
  });

  it('ranks a static route above a parameter written before it, and keeps the order among equals', () => {
    const routes: RoutePattern[] = [{ path: ':orderId' }, { path: 'new' }, { path: ':other' }];
    expect(which(routes, '/new')).toBe('new');
    expect(which(routes, '/o-1')).toBe(':orderId');
  });
});
