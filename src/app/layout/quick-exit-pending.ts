// Set in sessionStorage while the exit walks back over entries of earlier documents (before a
// reload, or a tab the phone discarded and reloaded): the document loaded there reads it and goes
// on leaving (quick-exit.ts). Its value is the neutral site's address.
export const PENDING_EXIT_KEY = 'sahas.quick-exit-pending';
