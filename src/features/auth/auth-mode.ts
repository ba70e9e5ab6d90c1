/** Which form the auth screen shows. */
export type AuthMode = 'sign-in' | 'sign-up';
