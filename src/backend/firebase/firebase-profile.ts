// The profile upsert (with merge) at profiles/{uid}. Only the profile's own fields are stored,
// and only its owner can read it (firestore.rules): no Google display name or photo is copied,
// because a real name is exactly what a survivor's pseudonym must not leak.
import type { User } from 'firebase/auth';
import { catalogueError } from '@/backend/backend-error';
import type { AuthProviderName } from '@/domain/entities';
import type { FirebaseServices } from '@/backend/firebase/firebase-services';

/** Stored as the profile's e-mail when the account has no address. */
export const PLACEHOLDER_EMAIL = 'no-email@anonymous.invalid';
export const ANONYMOUS_DISPLAY_NAME = 'Anonymous User';

export interface ProfileFields {
  email: string;
  display_name: string;
  phone: null;
  avatar_url: null;
  provider: AuthProviderName;
}

/** display_name falls back to the part of the e-mail before @, else 'Anonymous User'. */
export function profileFields(email: string | null, provider: AuthProviderName): ProfileFields {
  const address = email?.trim() || PLACEHOLDER_EMAIL;
  const local = email?.trim().split('@', 1)[0] ?? '';
  return {
    email: address,
    display_name: local || ANONYMOUS_DISPLAY_NAME,
    phone: null,
    avatar_url: null,
    provider,
  };
}

/**
 * Creates the profile with created_at, or merges the fields into the existing one. A transaction,
 * because the sign-in's background upsert and the share-time check can run at once: the one that
 * loses retries and sees the other's profile instead of rewriting created_at (which rules refuse).
 */
export async function upsertProfile(
  services: FirebaseServices,
  uid: string,
  fields: ProfileFields,
): Promise<void> {
  const { sdk, db } = await services.firestore();
  const ref = sdk.doc(db, 'profiles', uid);
  await sdk.runTransaction(db, async (transaction) => {
    const existing = await transaction.get(ref);
    transaction.set(
      ref,
      existing.exists() ? fields : { ...fields, created_at: sdk.serverTimestamp() },
      { merge: true },
    );
  });
}

/**
 * Share Story: a profile must exist or be created before a story is shared (the one
 * written at sign-in runs in the background and may have failed).
 */
export async function ensureProfile(services: FirebaseServices, user: User): Promise<void> {
  const exists = async () => {
    const { sdk, db } = await services.firestore();
    return (await sdk.getDoc(sdk.doc(db, 'profiles', user.uid))).exists();
  };
  try {
    if (await exists()) return;
    const google = user.providerData.some((info) => info.providerId === 'google.com');
    await upsertProfile(services, user.uid, profileFields(user.email, google ? 'google' : 'email'));
  } catch {
    throw catalogueError('unavailable', undefined, 'profileCreateFailed');
  }
}
