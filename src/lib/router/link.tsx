// React Router's <Link> and <NavLink> as this app uses them, which the build puts in their place
// (react-router-dom.ts): theirs also carry a data router's and framework mode's parts (prefetching
// a page's modules, masked and pending locations, view transitions), which this app, on a
// declarative <BrowserRouter>, never uses, and which cost every page 2.3 KB.
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

/** A scheme ("https:", "mailto:") or a protocol-relative "//": an address outside the app. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  /** A page load instead of the router's navigation. */
  reloadDocument?: boolean;
}

/** A link the router follows in place (a plain one for another site or with a modifier key). */
export function Link({
  to,
  replace,
  state,
  target,
  reloadDocument,
  onClick,
  children,
  ...rest
}: LinkProps) {
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to) ? to : null;
  const href = useHref(to);
  const followInApp = useLinkClickHandler(to, { replace, state, target });
  const inApp = external === null && !reloadDocument;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) followInApp(event);
  };
  return (
    <a {...rest} href={external ?? href} target={target} onClick={inApp ? handleClick : onClick}>
      {children}
    </a>
  );
}

export interface NavLinkRenderProps {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  /** A string gets "active" added on the current page, as React Router's does; or a function. */
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  style?: LinkProps['style'] | ((props: NavLinkRenderProps) => LinkProps['style']);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
  /** Active only on this very path, not on the paths under it. */
  end?: boolean;
  caseSensitive?: boolean;
}

/**
 * A link that knows whether it leads to the page she is on (aria-current="page"), matched as
 * React Router matches it: the same path or, without `end`, a path under it, in any case.
 */
export function NavLink({
  'aria-current': ariaCurrentProp = 'page',
  caseSensitive = false,
  className = '',
  end = false,
  style,
  children,
  to,
  ...rest
}: NavLinkProps) {
  const path = useResolvedPath(to);
  const location = useLocation();
  let toPathname = path.pathname;
  let locationPathname = location.pathname;
  if (!caseSensitive) {
    toPathname = toPathname.toLowerCase();
    locationPathname = locationPathname.toLowerCase();
  }
  const endSlash =
    toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  const isActive =
    locationPathname === toPathname ||
    (!end && locationPathname.startsWith(toPathname) && locationPathname.charAt(endSlash) === '/');
  // A declarative router never holds a navigation pending or a view transition.
  const state: NavLinkRenderProps = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? ariaCurrentProp : undefined}
      className={
        typeof className === 'function'
          ? className(state)
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ')
      }
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
}
