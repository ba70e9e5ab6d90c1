// Where the Firebase browser tests find the emulators and the build, and how they seed them:
// through the emulators' REST endpoints as their owner, which the rules let do anything.

/** A demo- project never reaches a real Firebase project, even by mistake. */
export const PROJECT_ID = 'demo-sahas';
export const AUTH_EMULATOR = '127.0.0.1:9099';
export const FIRESTORE_EMULATOR = '127.0.0.1:8088';
export const FIREBASE_E2E_ORIGIN = 'http://127.0.0.1:4273';

const DOCUMENTS = `http://${FIRESTORE_EMULATOR}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
const ACCOUNTS = `http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1`;
const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };

type Field = { stringValue: string } | { booleanValue: boolean } | { timestampValue: string };

async function createDocument(collection: string, id: string, fields: Record<string, Field>) {
  const response = await fetch(`${DOCUMENTS}/${collection}?documentId=${encodeURIComponent(id)}`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({ fields }),
  });
  if (!response.ok) throw new Error(`Could not seed ${collection}/${id}: ${response.status}`);
}

export interface SeededNgo {
  id: string;
  name: string;
  registrationNumber: string;
  approvedBy: string;
}

/** An approved NGO as an admin's approval leaves it: public half and admin-only half. */
export async function seedApprovedNgo(name: string): Promise<SeededNgo> {
  const ngo = {
    id: `ngo-${Date.now()}`,
    name,
    registrationNumber: `MH/${Date.now() % 10000}/0427`,
    approvedBy: 'approver@sahas.test',
  };
  await createDocument('ngos', ngo.id, {
    name: { stringValue: name },
    description: { stringValue: 'Legal aid and counselling for women, in Marathi and Hindi.' },
    contact: { stringValue: '+91 98200 00000' },
    email: { stringValue: 'help@example.org' },
    website: { stringValue: '' },
    approved: { booleanValue: true },
    category: { stringValue: 'Legal Aid' },
    approved_at: { timestampValue: new Date().toISOString() },
  });
  await createDocument('ngo_private', ngo.id, {
    registration_number: { stringValue: ngo.registrationNumber },
    approved_by: { stringValue: ngo.approvedBy },
  });
  return ngo;
}

/** An account in the Auth emulator with a verified address and the admin claim. */
export async function createAdmin(email: string, password: string): Promise<void> {
  const signUp = await fetch(`${ACCOUNTS}/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const { localId } = (await signUp.json()) as { localId?: string };
  if (!localId) throw new Error(`Could not create ${email} in the Auth emulator`);
  const update = await fetch(`${ACCOUNTS}/projects/${PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({
      localId,
      emailVerified: true,
      customAttributes: JSON.stringify({ admin: true }),
    }),
  });
  if (!update.ok) throw new Error(`Could not make ${email} an admin: ${update.status}`);
}
