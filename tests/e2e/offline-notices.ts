// What the app says with no connection, read by the specs that take it away.
/** The shell's notice, on every page. */
export const OFFLINE_NOTICE =
  'You are offline. The helplines and guides under Resources still work; stories will come back with your connection.';
/** Where stories would be: Home's Top Stories, Your Stories. */
export const STORIES_OFFLINE = 'You are offline. Stories will load when you are back online.';
