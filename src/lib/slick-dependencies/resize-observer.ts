// What react-slick imports as `resize-observer-polyfill`, from the browser itself: every browser
// the build targets (es2022) has ResizeObserver, so the polyfill (2.5 KB of Home's carousel) is
// not shipped. vite.config.ts points the package here in a build.
export default globalThis.ResizeObserver;
