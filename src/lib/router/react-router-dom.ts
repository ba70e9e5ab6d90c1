// What a build resolves 'react-router-dom' to (vite.config.ts): the package as published, but for
// <Link> and <NavLink>, which come from link.tsx, and <Routes> and <Route>, from routes.tsx (see
// there why). Tests and the dev server keep the package's own.
export * from 'react-router';
export { Link, NavLink } from '@/lib/router/link';
export { Route, Routes } from '@/lib/router/routes';
