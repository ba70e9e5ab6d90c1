import { Route, Routes } from 'react-router-dom';
import { AppLayout } from '@/app/layout/app-layout';
import { HomePage, PAGES } from '@/app/pages';
import { TitledPage } from '@/app/routes/titled-page';

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
                <Page />
              </TitledPage>
            }
          />
        ))}
      </Route>
    </Routes>
  );
}
