// The build's <Link> and <NavLink> (link.tsx) behave as React Router's do wherever the app uses
// them: the router follows a plain click in place, a modifier key or another site is left to the
// browser, and a navigation link says which page she is on.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// From 'react-router', as link.tsx imports its hooks (the build resolves both to one module).
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  Link as RouterLink,
  NavLink as RouterNavLink,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Link as OurLink, NavLink as OurNavLink } from '@/lib/router/link';

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search}
      {typeof location.state === 'string' ? ` ${location.state}` : ''}
    </p>
  );
}

function renderAt(path: string, links: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <nav aria-label="Main">{links}</nav>
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return () => screen.getByTestId('where').textContent;
}

// Each case runs on React Router's own as well: the two must agree.
describe.each([
  ['link.tsx', OurLink, OurNavLink],
  ['React Router', RouterLink, RouterNavLink],
] as const)('%s', (_name, Link, NavLink) => {
  describe('Link', () => {
    it('is followed in place by the router, with its state, after its own onClick', async () => {
      const onClick = vi.fn();
      const where = renderAt(
        '/',
        <Link to="/stories?tag=work" state="from-home" onClick={onClick} className="plain">
          Stories
        </Link>,
      );
      const link = screen.getByRole('link', { name: 'Stories' });
      expect(link).toHaveAttribute('href', '/stories?tag=work');
      expect(link).toHaveClass('plain');
      await userEvent.click(link);
      expect(onClick).toHaveBeenCalledOnce();
      expect(where()).toBe('/stories?tag=work from-home');
    });

    it('stays where it is when its onClick prevents the default', async () => {
      const where = renderAt(
        '/',
        <Link to="/stories" onClick={(event) => event.preventDefault()}>
          Stories
        </Link>,
      );
      await userEvent.click(screen.getByRole('link', { name: 'Stories' }));
      expect(where()).toBe('/');
    });

    it('leaves a click with a modifier key, and another site, to the browser', async () => {
      const where = renderAt(
        '/',
        <>
          <Link to="/stories">Stories</Link>
          <Link to="https://example.org/help">Help</Link>
        </>,
      );
      const user = userEvent.setup();
      await user.keyboard('{Control>}');
      await user.click(screen.getByRole('link', { name: 'Stories' }));
      await user.keyboard('{/Control}');
      expect(where()).toBe('/');
      expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute(
        'href',
        'https://example.org/help',
      );
    });
  });

  describe('NavLink', () => {
    it.each([
      ['/stories', '/stories', false, true],
      ['/Stories/', '/stories', false, true],
      ['/stories/123', '/stories', false, true],
      ['/stories/123', '/stories', true, false],
      ['/storiesx', '/stories', false, false],
      ['/about', '/', false, false],
      ['/', '/', true, true],
    ])('at %s, a link to %s (end: %s) is the current page: %s', (path, to, end, active) => {
      renderAt(
        path,
        <NavLink to={to} end={end} className="nav">
          Here
        </NavLink>,
      );
      const link = screen.getByRole('link', { name: 'Here' });
      if (active) {
        expect(link).toHaveAttribute('aria-current', 'page');
        expect(link).toHaveClass('nav', 'active');
      } else {
        expect(link).not.toHaveAttribute('aria-current');
        expect(link).toHaveClass('nav');
        expect(link).not.toHaveClass('active');
      }
    });

    it('gives a className function whether it is active, and follows a click in place', async () => {
      const where = renderAt(
        '/',
        <NavLink to="/faqs" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          FAQs
        </NavLink>,
      );
      const link = screen.getByRole('link', { name: 'FAQs' });
      expect(link).toHaveClass('off');
      await userEvent.click(link);
      expect(where()).toBe('/faqs');
      expect(link).toHaveClass('on');
      expect(link).toHaveAttribute('aria-current', 'page');
    });
  });
});
