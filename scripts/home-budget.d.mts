// Types for home-budget.mjs (plain Node ESM, so that scripts run it without a TypeScript runtime).

/** Each page's budget (its path) for the scripts Chromium fetches on a first visit, in bytes. */
export declare const FETCHED_SCRIPT_BUDGETS: Readonly<
  Record<'/' | '/stories' | '/resources', number>
>;
/** The Firebase build's Home script as Vite's manifest counts it, in bytes. */
export declare const HOME_BUDGET_BYTES: number;
