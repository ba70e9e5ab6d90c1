// The build's <Routes> and <Route> (routes.tsx) choose and nest pages as React Router's do for
// the app's own route table, whatever the address: the same page, its parameters, the layout
// around it; and the layout stays mounted from one page to the next.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { useState, type ComponentType, type ReactNode } from 'react';
// From 'react-router', as routes.tsx imports it (the build resolves both to one module).
import {
  MemoryRouter,
  Outlet,
  Route as RouterRouteUnion,
  Routes as RouterRoutes,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGES } from '@/app/pages';
import { Route as OurRoute, Routes as OurRoutes } from '@/lib/router/routes';

/** What a page shows: which route drew it, with the parameters and the address it saw. */
function Page({ path }: { path: string }) {
  const params = useParams();
  const { pathname } = useLocation();
  return <p>{`${path} ${JSON.stringify(params)} ${pathname}`}</p>;
}

/** The app's layout: a count she can raise, which must survive a change of page. */
function Layout() {
  const [count, setCount] = useState(0);
  const navigate = useNavigate();
  return (
    <div>
      <button type="button" onClick={() => setCount(count + 1)}>{`Count ${count}`}</button>
      <button type="button" onClick={() => void navigate('/about')}>
        Go to About
      </button>
      <Outlet />
    </div>
  );
}

type RoutesLike = ComponentType<{ children: ReactNode }>;
type RouteLike = ComponentType<{
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}>;

/** React Router's <Route>, whose props are a union of route kinds: the app uses these. */
const RouterRoute = RouterRouteUnion as RouteLike;

/** The app's route table (src/app/routes.tsx) drawn with one router's <Routes> and <Route>. */
function appRoutes(Routes: RoutesLike, Route: RouteLike) {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Page path="(home)" />} />
        {PAGES.map(({ path }) => (
          <Route key={path} path={path} element={<Page path={path} />} />
        ))}
      </Route>
    </Routes>
  );
}

function drawnAt(address: string, Routes: RoutesLike, Route: RouteLike): string {
  const { container, unmount } = render(
    <MemoryRouter initialEntries={[address]}>{appRoutes(Routes, Route)}</MemoryRouter>,
  );
  const html = container.innerHTML;
  unmount();
  return html;
}

const SEGMENTS = [
  ...PAGES.map(({ path }) => path),
  'Stories',
  'RESOURCES',
  'privacypolicy',
  'edit-story',
  'story-42',
  'Story-42',
  'a%20b',
  'x',
  '',
  '..',
];

describe('our <Routes> against React Router', () => {
  it('draws the same page, parameters and layout for any address', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...SEGMENTS), { maxLength: 3 }),
        fc.boolean(),
        fc.constantFrom('', '?tag=work', '#top'),
        (segments, trailingSlash, rest) => {
          const address = `/${segments.join('/')}${trailingSlash ? '/' : ''}${rest}`;
          expect(drawnAt(address, OurRoutes, OurRoute)).toBe(
            drawnAt(address, RouterRoutes, RouterRoute),
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('keeps the layout, and what it holds, from one page to the next', async () => {
    render(
      <MemoryRouter initialEntries={['/stories']}>{appRoutes(OurRoutes, OurRoute)}</MemoryRouter>,
    );
    expect(screen.getByText('stories {} /stories')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Count 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go to About' }));
    expect(await screen.findByText('about {} /about')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Count 1' })).toBeInTheDocument();
  });
});
