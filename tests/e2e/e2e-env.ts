/** Where the end-to-end server keeps its data; the tests read its mail outbox from here. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.e2e-data';
export const E2E_OUTBOX_DIR = `${E2E_DATA_DIR}/outbox`;
/** The build the server serves (a separate one lets several runs share a checkout). */
export const E2E_STATIC_DIR = process.env.E2E_STATIC_DIR ?? 'dist';
