import type { Plugin } from 'vite';

/** React Router's published code, whichever of its builds the app resolves. */
const ROUTER_CODE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.m?js$/;

/**
 * Lets the bundler leave out the parts of React Router the app never uses (its data routers, form
 * and fetcher components, framework mode): about 1.4 KB on every page. Its module creates its
 * contexts and components at the top level with calls the bundler must assume have effects
 * (`React.createContext(...)`, `React.forwardRef(...)`, `React.memo(...)`) and names them for the
 * developer tools (`Link.displayName = "Link"`), which kept every one of them, and all they
 * reference, in the build. The calls are marked pure, as they are, and the names dropped: React
 * reads `displayName` only in development messages. Builds only; tests and the dev server keep
 * the package as published.
 */
export function routerTreeShaking(): Plugin {
  return {
    name: 'sahas-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: ROUTER_CODE },
      handler(code) {
        return {
          code: code
            .replace(/^[ \t]*[\w$]+\.displayName = (["'])[^"'\n]*\1;?[ \t]*$/gm, '')
            // Read only by the data routers' rendering, which this app, with its own <Routes>
            // (src/lib/router/routes.tsx), never runs: the assignment alone kept that in.
            .replace(/^RenderErrorBoundary\.contextType = [\w$]+;$/m, '')
            .replace(/= (React\d*\.(?:createContext|forwardRef|memo)\()/g, '= /* @__PURE__ */ $1'),
          map: null,
        };
      },
    },
  };
}
