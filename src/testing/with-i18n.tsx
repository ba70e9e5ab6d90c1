/* eslint-disable react-refresh/only-export-components -- a test-only helper, never hot-reloaded */
// Test-only: a render option that puts a component under the interface language's provider, as
// the app's providers do, for tests that render a single component with testing-library's
// render (renderWithProviders already includes it).
import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@/i18n/i18n';

function I18nWrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

export const withI18n = { wrapper: I18nWrapper };
