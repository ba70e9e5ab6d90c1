// npm run admin:grant -- someone@example.org [--revoke]
// Sets (or removes) the `admin` custom claim that firestore.rules and storage.rules check.
// Uses firebase-admin with the service account in GOOGLE_APPLICATION_CREDENTIALS (or the Auth
// emulator when FIREBASE_AUTH_EMULATOR_HOST is set). The user must sign out and in again: the
// claim reaches the browser with the next ID token.
import { pathToFileURL } from 'node:url';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { firebaseAdminApp } from './firebase-admin-app';

export interface GrantResult {
  uid: string;
  email: string;
  admin: boolean;
  /** Whether the claim had to change. */
  changed: boolean;
}

/** Sets the admin claim on the account with this e-mail, keeping its other claims. */
export async function grantAdmin(auth: Auth, email: string, admin = true): Promise<GrantResult> {
  const user = await auth.getUserByEmail(email);
  const claims = { ...(user.customClaims ?? {}) };
  const changed = (claims['admin'] === true) !== admin;
  if (admin) claims['admin'] = true;
  else delete claims['admin'];
  await auth.setCustomUserClaims(user.uid, claims);
  return { uid: user.uid, email, admin, changed };
}

async function main(argv: string[]): Promise<number> {
  const revoke = argv.includes('--revoke');
  const emails = argv.filter((arg) => !arg.startsWith('--'));
  if (emails.length !== 1) {
    console.error('Usage: npm run admin:grant -- someone@example.org [--revoke]');
    return 2;
  }
  const app = firebaseAdminApp('FIREBASE_AUTH_EMULATOR_HOST');
  if (!app) return 2;
  try {
    const result = await grantAdmin(getAuth(app), emails[0] ?? '', !revoke);
    const verb = result.admin ? 'is now an admin' : 'is no longer an admin';
    console.log(
      `${result.email} (uid ${result.uid}) ${verb}${result.changed ? '' : ' (unchanged)'}. ` +
        'They must sign out and sign in again for it to take effect.',
    );
    return 0;
  } catch (error) {
    const code = (error as { code?: string }).code;
    console.error(
      code === 'auth/user-not-found'
        ? `No account with the e-mail ${emails[0]}: they must sign up first.`
        : `Could not change the claim: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
