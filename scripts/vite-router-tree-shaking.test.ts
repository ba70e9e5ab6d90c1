// The router plugin lets the bundler drop what the app never imports from React Router, and keeps
// what it does: a real bundle of the published package, as a build makes it.
import { fileURLToPath } from 'node:url';
import { build, type Plugin as RolldownPlugin } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { routerTreeShaking } from './vite-router-tree-shaking';

const ROUTER = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);
/** Text only React Router's <Form> (a data-router component the app never uses) holds. */
const FORM_ONLY = 'useFormAction must be used inside a RouteContext';

async function bundle(names: string, plugins: RolldownPlugin[]): Promise<string> {
  const entry = `import { ${names} } from ${JSON.stringify(ROUTER)}; console.log(${names});`;
  const result = await build({
    input: 'entry',
    external: ['react', 'react-dom'],
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === 'entry' ? id : null),
        load: (id) => (id === 'entry' ? entry : null),
      },
      ...plugins,
    ],
    output: { format: 'esm', minify: true },
  });
  return result.output[0].code;
}

const plugin = routerTreeShaking() as unknown as RolldownPlugin;

describe('routerTreeShaking', () => {
  it('leaves out the components a build does not import', async () => {
    expect(await bundle('matchPath', [])).toContain(FORM_ONLY);
    const shaken = await bundle('matchPath', [plugin]);
    expect(shaken).not.toContain(FORM_ONLY);
    expect(shaken.length).toBeLessThan((await bundle('matchPath', [])).length / 2);
  });

  it('keeps the ones it imports, with no developer names', async () => {
    const shaken = await bundle('NavLink, Routes, useNavigate', [plugin]);
    expect(shaken).toContain('aria-current');
    expect(shaken).not.toMatch(/displayName\s*=\s*["'`]NavLink/);
  });
});
