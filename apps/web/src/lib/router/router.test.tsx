import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from '.';

/** The location as the app sees it, for assertions. */
function Where() {
  const { pathname, search, hash, state, key } = useLocation();
  return (
    <output
      data-testid="where"
      data-key={key}
      data-type={useNavigationType()}
      data-state={JSON.stringify(state)}
    >
      {pathname + search + hash}
    </output>
  );
}
const where = () => screen.getByTestId('where');

function Params() {
  return <p data-testid="params">{JSON.stringify(useParams())}</p>;
}

function Market() {
  return (
    <Routes>
      <Route index element={<p>home</p>} />
      <Route path="links/:linkKey" element={<Params />} />
      <Route path="*" element={<Params />} />
    </Routes>
  );
}

function Go() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/au-en/account-deleted', { state: { deleted: true } })}>
      Go
    </button>
  );
}

function Query() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <p data-testid="query">{params.toString()}</p>
      <button type="button" onClick={() => setParams({ a: '1 2' })}>
        Set
      </button>
      <button type="button" onClick={() => setParams({}, { replace: true })}>
        Clear
      </button>
    </>
  );
}

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('Routes', () => {
  it('renders the best route, and a descendant <Routes> matches what the parent splat took, params merged', () => {
    render(
      <MemoryRouter initialEntries={['/au-en/links/a%20b']}>
        <Routes>
          <Route path="/links/:linkKey" element={<p>top link</p>} />
          <Route path="/:market/*" element={<Market />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(JSON.parse(screen.getByTestId('params').textContent ?? '')).toEqual({
      market: 'au-en',
      '*': 'links/a b',
      linkKey: 'a b',
    });
  });

  it('renders the index route at the parent path and nothing when no route matches', () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/nz-en/']}>
        <Routes>
          <Route path="/:market/*" element={<Market />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('home')).toBeInTheDocument();
    unmount();
    const { container } = render(
      <MemoryRouter initialEntries={['/nowhere']}>
        <Routes>
          <Route path="/somewhere" element={<p>somewhere</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('MemoryRouter', () => {
  it("starts at its last entry; only the first entry is the visit's first page", () => {
    render(
      <MemoryRouter initialEntries={['/', '/au-en/?a=1']}>
        <Where />
      </MemoryRouter>,
    );
    expect(where()).toHaveTextContent('/au-en/?a=1');
    expect(where().dataset.key).not.toBe('default');
    expect(where().dataset.type).toBe('POP');
  });
});

describe('BrowserRouter', () => {
  it('opens on the address, the first page keyed "default"', () => {
    window.history.replaceState(null, '', '/au-en/inventory?variant=x#list');
    render(
      <BrowserRouter>
        <Where />
      </BrowserRouter>,
    );
    expect(where()).toHaveTextContent('/au-en/inventory?variant=x#list');
    expect(where().dataset.key).toBe('default');
  });

  it('follows a link with a real href, pushing an entry, and goes back on popstate', async () => {
    render(
      <BrowserRouter>
        <Link to="/au-en/privacy">Privacy</Link>
        <Where />
      </BrowserRouter>,
    );
    const link = screen.getByRole('link', { name: 'Privacy' });
    expect(link).toHaveAttribute('href', '/au-en/privacy');
    const length = window.history.length;
    await userEvent.click(link);
    expect(window.location.pathname).toBe('/au-en/privacy');
    expect(window.history.length).toBe(length + 1);
    expect(where()).toHaveTextContent('/au-en/privacy');
    expect(where().dataset.type).toBe('PUSH');
    expect(where().dataset.key).not.toBe('default');

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(where()).toHaveTextContent('/');
    expect(where().dataset.type).toBe('POP');
  });

  it('leaves modified clicks, other buttons and a target to the browser', () => {
    render(
      <BrowserRouter>
        <Link to="/a">A</Link>
        <Link to="/b" target="_blank">
          B
        </Link>
        <Where />
      </BrowserRouter>,
    );
    // What the browser would see after the app's handlers (and then no navigation in the test's document).
    const leftToBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    const a = screen.getByRole('link', { name: 'A' });
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ]) {
      fireEvent.click(a, init);
    }
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    fireEvent.click(a);
    document.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, true, true, true, true, true, false]);
  });

  it('puts the base in front of hrefs and navigations, and reads locations below it', async () => {
    window.history.replaceState(null, '', '/staff');
    render(
      <BrowserRouter basename="/staff">
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/orders">Orders</NavLink>
        <Where />
      </BrowserRouter>,
    );
    const home = screen.getByRole('link', { name: 'Home' });
    const orders = screen.getByRole('link', { name: 'Orders' });
    expect(home).toHaveAttribute('href', '/staff');
    expect(orders).toHaveAttribute('href', '/staff/orders');
    expect(where()).toHaveTextContent('/');
    expect(home).toHaveAttribute('aria-current', 'page');
    expect(orders).not.toHaveAttribute('aria-current');

    await userEvent.click(orders);
    expect(window.location.pathname).toBe('/staff/orders');
    expect(where()).toHaveTextContent('/orders');
    expect(home).not.toHaveAttribute('aria-current');
    expect(orders).toHaveAttribute('aria-current', 'page');
  });

  it("keeps a navigation's state in the entry, so a new router on the same page reads it", async () => {
    const { unmount } = render(
      <BrowserRouter>
        <Go />
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    unmount();
    render(
      <BrowserRouter>
        <Where />
      </BrowserRouter>,
    );
    expect(where()).toHaveTextContent('/au-en/account-deleted');
    expect(JSON.parse(where().dataset.state ?? '')).toEqual({ deleted: true });
  });

  it('replaces the entry for a <Navigate replace>', async () => {
    window.history.replaceState(null, '', '/old');
    const length = window.history.length;
    render(
      <BrowserRouter>
        <Routes>
          <Route path="/old" element={<Navigate to="/au-en/?x=1" replace />} />
          <Route path="/:market/*" element={<Where />} />
        </Routes>
      </BrowserRouter>,
    );
    expect(await screen.findByTestId('where')).toHaveTextContent('/au-en/?x=1');
    expect(where().dataset.type).toBe('REPLACE');
    expect(window.history.length).toBe(length);
  });

  it('sets the query on the same path, replacing when asked', async () => {
    window.history.replaceState(null, '', '/au-en/data-privacy?deleted=1#top');
    render(
      <BrowserRouter>
        <Query />
        <Where />
      </BrowserRouter>,
    );
    expect(screen.getByTestId('query')).toHaveTextContent('deleted=1');
    const length = window.history.length;
    await userEvent.click(screen.getByRole('button', { name: 'Set' }));
    expect(where()).toHaveTextContent('/au-en/data-privacy?a=1+2');
    expect(window.history.length).toBe(length + 1);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(where()).toHaveTextContent(/^\/au-en\/data-privacy$/);
    expect(where().dataset.type).toBe('REPLACE');
    expect(window.history.length).toBe(length + 1);
  });

  it('replaces rather than pushes for a link to where the visitor already is', async () => {
    window.history.replaceState(null, '', '/au-en/');
    render(
      <BrowserRouter>
        <Link to="/au-en/">Home</Link>
        <Where />
      </BrowserRouter>,
    );
    const length = window.history.length;
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(where().dataset.type).toBe('REPLACE');
    expect(window.history.length).toBe(length);
  });
});
