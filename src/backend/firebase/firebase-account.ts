// Her account on Firebase: the summary from her Auth user, her data from the owner queries
// firestore.rules allow, a new password after she confirms the current one, and the erasure of
// the account with everything she wrote (account-erasure.ts) before the Auth user itself.
import type { User } from 'firebase/auth';
import { catalogueError } from '@/backend/backend-error';
import { checkedInput } from '@/backend/checked-input';
import type { AccountPort } from '@/backend/port';
import { anonymousName } from '@/domain/display';
import type { AuthProviderName, IsoDateTime } from '@/domain/entities';
import { myDataFileName } from '@/domain/my-data';
import { accountCall } from '@/backend/firebase/account-errors';
import { mailInInterfaceLanguage } from '@/backend/firebase/auth-language';
import { readMyData } from '@/backend/firebase/account-documents';
import { eraseOwnDocuments } from '@/backend/firebase/account-erasure';
import { requireUser } from '@/backend/firebase/firebase-caller';
import type { AuthSdk, FirebaseServices } from '@/backend/firebase/firebase-services';
import { isoTime } from '@/backend/firebase/record-doc';
import { firebaseOperations } from '@/backend/firebase/firebase-operations';
import { FIREBASE_STORY_MAIL } from '@/backend/firebase/firebase-story-mail';
import { ACCOUNT_OPERATIONS } from '@/domain/operations/account-operations';

function hasProvider(user: User, providerId: string): boolean {
  return user.providerData.some((info) => info.providerId === providerId);
}

/** 'google' only when she has no password to sign in with. */
function providerOf(user: User): AuthProviderName {
  return hasProvider(user, 'google.com') && !hasProvider(user, 'password') ? 'google' : 'email';
}

/** Confirms it is her, now: her password, or a fresh Google sign-in when she has none. */
async function confirmIdentity(sdk: AuthSdk, user: User, password: string | null): Promise<void> {
  if (!hasProvider(user, 'password')) {
    await sdk.reauthenticateWithPopup(user, new sdk.GoogleAuthProvider());
    return;
  }
  if (password === null || password === '') {
    throw catalogueError('invalid', 400, 'accountPasswordRequired');
  }
  await sdk.reauthenticateWithCredential(
    user,
    sdk.EmailAuthProvider.credential(user.email ?? '', password),
  );
}

export function createFirebaseAccount(services: FirebaseServices): AccountPort {
  /** When her account was made: Auth keeps it; the profile's time if Auth ever does not. */
  async function createdAt(user: User): Promise<IsoDateTime> {
    const fromAuth = new Date(user.metadata.creationTime ?? Number.NaN);
    if (!Number.isNaN(fromAuth.getTime())) return fromAuth.toISOString();
    const { sdk, db } = await services.firestore();
    const profile = await sdk.getDoc(sdk.doc(db, 'profiles', user.uid));
    return isoTime(profile.data()?.['created_at']);
  }

  return {
    ...firebaseOperations(services, ACCOUNT_OPERATIONS, FIREBASE_STORY_MAIL),
    summary: () =>
      accountCall(async () => {
        const user = await requireUser(services);
        return {
          email: user.email ?? '',
          pseudonym: anonymousName(user.uid),
          emailVerified: user.emailVerified,
          created_at: await createdAt(user),
          provider: providerOf(user),
          // The web client cannot see her sessions on other devices, so cannot count them.
          activeSessions: null,
        };
      }),

    myData: () =>
      accountCall(async () => {
        const user = await requireUser(services);
        const owner = { uid: user.uid, email: user.email ?? '', created_at: await createdAt(user) };
        const data = await readMyData(await services.firestore(), owner, new Date());
        return { fileName: myDataFileName(new Date(data.exported_at)), data };
      }),

    resendVerification: () =>
      accountCall(async () => {
        const user = await requireUser(services);
        const { sdk, auth } = await services.auth();
        mailInInterfaceLanguage(auth);
        await sdk.sendEmailVerification(user);
      }),

    /**
     * Signs this browser out only. Ending her sessions on other devices means revoking their
     * refresh tokens, which takes the Admin SDK on a server; this deployment runs none, and the
     * web client cannot do it. (On the live service a new password ends them too, once their
     * current token, good for up to an hour, runs out; the Auth emulator does not do even that.)
     */
    signOutEverywhere: () =>
      accountCall(async () => {
        await requireUser(services);
        const { sdk, auth } = await services.auth();
        await sdk.signOut(auth);
      }),

    changePassword: (currentPassword, newPassword) =>
      accountCall(async () => {
        const user = await requireUser(services);
        // The sign-up rules for the new one, as the server checks them: before anything else.
        await checkedInput('passwordChange', { currentPassword, newPassword });
        if (!hasProvider(user, 'password')) {
          throw catalogueError('invalid', 400, 'passwordChangeNeedsPassword');
        }
        const { sdk } = await services.auth();
        await confirmIdentity(sdk, user, currentPassword);
        // This browser keeps its session: the SDK takes the new tokens Auth answers with.
        await sdk.updatePassword(user, newPassword);
      }),

    deleteAccount: (password) =>
      accountCall(async () => {
        const user = await requireUser(services);
        await checkedInput('accountDeletion', password === null ? {} : { password });
        const { sdk } = await services.auth();
        await confirmIdentity(sdk, user, password);
        // Whether her reports count towards hiding is her token's address check, for the rules.
        const counted = (await user.getIdTokenResult()).claims['email_verified'] === true;
        await eraseOwnDocuments(services, await services.firestore(), user.uid, counted);
        // Only now, with everything of hers gone: before this, a failure left her able to retry.
        // Deleting the user signs this browser out, which the auth watch reports as null.
        await sdk.deleteUser(user);
      }),
  };
}
