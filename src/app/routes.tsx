import { Route, Routes } from 'react-router-dom';
import { AppLayout } from '@/app/layout/app-layout';
import { HomePage, PAGES } from '@/app/pages';
import { TitledPage } from '@/app/routes/titled-page';
import { SESSION_PAGES } from '@/app/routes/session-pages';
import { WaitForSession } from '@/app/routes/wait-for-session';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route
          index
          element={
            <TitledPage name={null}>
              <HomePage />
            </TitledPage>
          }
        />
        {PAGES.map(({ path, name, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <TitledPage name={name}>
                {SESSION_PAGES.has(path) ? (
                  <WaitForSession name={name}>
                    <Page />
                  </WaitForSession>
                ) : (
                  <Page />
                )}
              </TitledPage>
            }
          />
        ))}
      </Route>
    </Routes>
  );
}
