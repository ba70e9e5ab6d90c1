// The browser that opens the verification link while signed in as her keeps her signed in.
// Verifying ends every session opened before it (whoever registered the address may hold one);
// this browser then gets a fresh session. It qualifies only by holding one of her sessions when
// it opened the link: it knows her password and reads her mailbox, so a session for it grants
// nothing new (anyone reading her mail could already take the account through Forgot Password).
// A browser with no session of hers gets none: had someone else registered her address, she
// would otherwise be signed in, unawares, to an account whose password he chose.
import { setSessionCookie } from 'better-auth/cookies';
import type { GenericEndpointContext } from 'better-auth';

interface SessionLookup {
  api: {
    getSession(input: { headers: Headers }): Promise<{ user: { id: string } } | null | undefined>;
  };
}

/** The requests, opening her link, whose browser held one of her sessions: her account id. */
const heldHerSession = new WeakMap<Request, string>();

/**
 * Notes, before verifying ends her sessions, whether the request opening the link carries one
 * of them (call it from afterEmailVerification before the deletion).
 */
export async function noteSessionHeldWhileVerifying(
  auth: SessionLookup,
  userId: string,
  request: Request | undefined,
): Promise<void> {
  if (!request) return;
  const current = await auth.api.getSession({ headers: request.headers });
  if (current?.user.id === userId) heldHerSession.set(request, userId);
}

/**
 * In the after hook of /verify-email: a fresh session, in a cookie that ends with the browser as
 * the app's sign-in sets it, for the browser noted above. Runs after afterEmailVerification has
 * ended every earlier session, so this is the only one.
 */
export async function startFreshSessionAfterVerifying(ctx: GenericEndpointContext): Promise<void> {
  const userId = ctx.request ? heldHerSession.get(ctx.request) : undefined;
  if (!userId) return;
  heldHerSession.delete(ctx.request as Request);
  const { internalAdapter } = ctx.context;
  const user = await internalAdapter.findUserById(userId);
  if (!user?.emailVerified) return;
  const session = await internalAdapter.createSession(userId, true);
  await setSessionCookie(ctx, { session, user }, true);
}
