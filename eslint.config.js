import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';

// Features never import each other: shared code moves down to components, lib or domain.
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const parentImports = {
  group: ['../*'],
  message: 'Use the @/ alias instead of parent-relative imports.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      '.netlify',
      'coverage',
      'playwright-report',
      'test-results*',
      'data',
      '.e2e-data*',
    ],
  },
  {
    extends: [
      js.configs.recommended,
      ...tseslint.configs.recommendedTypeChecked,
      ...tseslint.configs.strict,
      prettier,
    ],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['scripts/admin-*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    // Plain JavaScript carries no types to check against.
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
      'jsx-a11y': jsxA11y,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // useLoad's dependency list stands for everything its loader reads, as useEffect's does.
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '(useLoad)' }],
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      // Counts have one home, which spares a page's first render Intl's number data.
      'no-restricted-properties': [
        'error',
        {
          object: 'i18n',
          property: 'number',
          message: 'Use formatCount from @/i18n/format-count.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [parentImports],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            parentImports,
            {
              group: ['@/features/*', `!@/features/${feature}`],
              message: 'Features do not import each other; move shared code down a layer.',
            },
            { group: ['@/app/*'], message: 'Features do not import the app layer.' },
            { group: ['@/backend/*/*'], message: 'Use the backend port, never an adapter.' },
          ],
        },
      ],
    },
  })),
  {
    // The domain is pure: no React, no DOM, no backend SDK.
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '@/*', '../*'],
              message: 'The domain imports nothing outside itself.',
            },
          ],
        },
      ],
    },
  },
  {
    // Screens show toasts and errors from the catalogue of her language (src/i18n/message.ts).
    // The English object is the server's and the tests' copy: imported here, it would put every
    // message's English into the app's first script.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/domain/**',
      'src/testing/**',
      'src/**/*.test.{ts,tsx}',
      'src/**/*-test-utils.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/domain/messages',
              message: 'Use message() from @/i18n/message; only types come from here.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
