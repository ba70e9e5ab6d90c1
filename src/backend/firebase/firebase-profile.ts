// The profile upsert of spec §7 at profiles/{uid}. Only what the spec's fields need is stored,
// and only its owner can read it (firestore.rules): no Google display name or photo is copied,
// because a real name is exactly what a survivor's pseudonym must not leak.
import type { AuthProviderName } from '@/domain/entities';
import type { FirebaseServices } from '@/backend/firebase/firebase-services';

/** Spec §3: "a placeholder address if none". */
export const PLACEHOLDER_EMAIL = 'no-email@anonymous.invalid';
export const ANONYMOUS_DISPLAY_NAME = 'Anonymous User';

export interface ProfileFields {
  email: string;
  display_name: string;
  phone: null;
  avatar_url: null;
  provider: AuthProviderName;
}

/** display_name falls back to the part of the e-mail before @, else 'Anonymous User' (spec §3). */
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

/** Creates the profile with created_at, or merges the fields into the existing one. */
export async function upsertProfile(
  services: FirebaseServices,
  uid: string,
  fields: ProfileFields,
): Promise<void> {
  const { sdk, db } = await services.firestore();
  const ref = sdk.doc(db, 'profiles', uid);
  const existing = await sdk.getDoc(ref);
  await sdk.setDoc(
    ref,
    existing.exists() ? fields : { ...fields, created_at: sdk.serverTimestamp() },
    { merge: true },
  );
}
