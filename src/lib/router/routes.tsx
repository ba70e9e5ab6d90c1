// React Router's <Routes> and <Route> as this app uses them (one tree of plain routes under a
// declarative <BrowserRouter>), which the build puts in their place (react-router-dom.ts). Theirs
// render through the data routers' machinery (route error boundaries, hydration fallbacks, the
// server components' redirects) even where no data router is: every page carried it, 2.4 KB. The
// matching is the router's own (matchRoutes), and the matches are handed down in its own route
// context, so <Outlet>, useParams, useNavigate and relative links read them as before.
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { matchRoutes, useLocation, UNSAFE_RouteContext, type RouteObject } from 'react-router';

export interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** One route of a <Routes>: never rendered itself, only read by <Routes>. */
export function Route(props: RouteProps): null {
  void props;
  return null;
}

/** The routes the <Route> elements describe, nested as they are. */
function routesOf(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    const { path, index, element, children: nested } = child.props;
    routes.push(
      index
        ? { index: true, element }
        : { path, element, children: nested === undefined ? undefined : routesOf(nested) },
    );
  });
  return routes;
}

/** The element of the route that matches the address, inside those of its parents. */
export function Routes({ children }: { children: ReactNode }) {
  const location = useLocation();
  const matches = matchRoutes(routesOf(children), location);
  if (!matches) return null;
  return matches.reduceRight<ReactElement | null>(
    (outlet, match, index) => (
      <UNSAFE_RouteContext.Provider
        value={{ outlet, matches: matches.slice(0, index + 1), isDataRoute: false }}
      >
        {match.route.element === undefined ? outlet : match.route.element}
      </UNSAFE_RouteContext.Provider>
    ),
    null,
  );
}
