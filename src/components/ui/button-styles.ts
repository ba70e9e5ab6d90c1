// The buttons' looks beyond those in index.css, shared so one kind of action looks the same on
// every screen.

/**
 * What deletes or ends something for good (a story, an NGO, an account): the one red, white text.
 * Red is kept for this, errors and Quick exit.
 */
export const DESTRUCTIVE_BUTTON = 'btn bg-danger-600 text-white hover:bg-danger-700';
