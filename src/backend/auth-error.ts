/**
 * An auth failure with a Firebase-style code (`auth/wrong-password`, ...). Both adapters raise
 * it, so screens map codes to the catalogue's messages the same way on either backend.
 */
export class AuthError extends Error {
  readonly code: string;

  constructor(code: string, message = code) {
    super(message);
    this.name = 'AuthError';
    this.code = code;
  }
}

export function authErrorCode(error: unknown): string | undefined {
  return error instanceof AuthError ? error.code : undefined;
}
