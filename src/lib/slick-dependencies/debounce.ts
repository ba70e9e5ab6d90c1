// What react-slick imports as `lodash.debounce` (1 KB of Home's carousel), in the one form it
// uses: `debounce(run, ms)` calling `run` once calls have stopped for `ms`, and `.cancel()`.
// vite.config.ts points the package here in a build.
export default function debounce<Args extends unknown[]>(
  run: (...args: Args) => void,
  waitMs: number,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: Args) => {
    clearTimeout(timer);
    timer = setTimeout(() => run(...args), waitMs);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}
