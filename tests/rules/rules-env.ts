// The rules test environment: firestore.rules / storage.rules loaded into the emulators that
// `firebase emulators:exec` started (hosts from its environment variables), and one signed-in
// context per role of src/domain/policies.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { OPERATIONS, ROLES, type Operation, type Role } from '@/domain/policies';

type Firestore = ReturnType<RulesTestContext['firestore']>;

/** The project emulators:exec runs (a demo- project: nothing can reach a real one). */
export const PROJECT_ID = process.env['GCLOUD_PROJECT'] ?? 'demo-sahas';

/** Who plays each role. The owner of every seeded document is AUTHOR. */
export const AUTHOR = 'author-uid';
export const READER = 'reader-uid';
export const ADMIN = 'admin-uid';
export const ADMIN_EMAIL = 'moderator@example.org';

function hostOf(variable: string): { host: string; port: number } | undefined {
  const value = process.env[variable];
  if (!value) return undefined;
  const separator = value.lastIndexOf(':');
  return { host: value.slice(0, separator), port: Number(value.slice(separator + 1)) };
}

/** The emulator of `service` with its rules (firestore.rules, storage.rules) loaded. */
function environment(service: 'firestore' | 'storage'): Promise<RulesTestEnvironment> {
  const rules = readFileSync(join(process.cwd(), `${service}.rules`), 'utf8');
  const host = hostOf(
    service === 'firestore' ? 'FIRESTORE_EMULATOR_HOST' : 'FIREBASE_STORAGE_EMULATOR_HOST',
  );
  return initializeTestEnvironment({ projectId: PROJECT_ID, [service]: { rules, ...host } });
}
export const storageEnvironment = () => environment('storage');

/** Who each signed-in role is: a reader, the documents' owner, or an admin (custom claim). */
const SIGNED_IN = {
  user: { uid: READER, claims: { email: 'reader@example.org', email_verified: true } },
  author: { uid: AUTHOR, claims: { email: 'author@example.org', email_verified: true } },
  admin: { uid: ADMIN, claims: { email: ADMIN_EMAIL, email_verified: true, admin: true } },
};

/** The caller for a role: no auth, or signed in as SIGNED_IN says. */
export function contextFor(env: RulesTestEnvironment, role: Role): RulesTestContext {
  if (role === 'visitor') return env.unauthenticatedContext();
  return env.authenticatedContext(SIGNED_IN[role].uid, SIGNED_IN[role].claims);
}

export function uidFor(role: Role): string | null {
  return role === 'visitor' ? null : SIGNED_IN[role].uid;
}

/**
 * One file's Firestore rules environment (`env`) and each role's signed-in database (`as`, by role
 * as allowedFor names its callers), both there once its tests start: started before them, emptied
 * before each (before the file's own beforeEach), cleaned up after them.
 */
export function firestoreRules() {
  const rules = { as: {} } as { env: RulesTestEnvironment; as: Record<Role, Firestore> };
  beforeAll(async () => {
    rules.env = await environment('firestore');
    for (const role of ROLES) rules.as[role] = contextFor(rules.env, role).firestore();
  });
  afterAll(() => rules.env.cleanup());
  beforeEach(() => rules.env.clearFirestore());
  return rules;
}

/** `work` on the database with the rules off (seeding, or reading what a write left), its result. */
export async function rulesOff<T>(
  env: RulesTestEnvironment,
  work: (db: Firestore) => Promise<T>,
): Promise<T> {
  let result: T | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    result = await work(context.firestore());
  });
  return result as T;
}

/** A document's fields as stored, read with the rules off (undefined when there is none). */
export const storedData = (env: RulesTestEnvironment, path: string) =>
  rulesOff(env, async (db): Promise<Record<string, unknown> | undefined> => {
    return (await db.doc(path).get()).data();
  });

/** Whether a promise settled without error (the grid compares this with the policy table). */
export async function succeeds(promise: PromiseLike<unknown>): Promise<boolean> {
  try {
    await promise;
    return true;
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    // Only a rules refusal counts as "denied"; anything else is a broken test.
    if (/permission-denied|PERMISSION_DENIED|storage\/unauthorized|unauthenticated/i.test(code)) {
      return false;
    }
    throw error;
  }
}

/** The rules let this operation through. */
export async function allowed(operation: PromiseLike<unknown>): Promise<void> {
  expect(await succeeds(operation)).toBe(true);
}

/** The rules refuse this operation (and nothing else went wrong). */
export async function denied(operation: PromiseLike<unknown>): Promise<void> {
  expect(await succeeds(operation)).toBe(false);
}

/**
 * Who of `callers` the rules let through with `attempt`, by name, in order: one assertion on the
 * list names every caller who was wrongly let through or refused.
 */
export async function allowedFor<Db>(
  callers: Record<string, Db>,
  attempt: (db: Db) => PromiseLike<unknown>,
): Promise<string[]> {
  const names: string[] = [];
  for (const [name, db] of Object.entries(callers)) {
    if (await succeeds(attempt(db))) names.push(name);
  }
  return names;
}

/**
 * The grid's cells for these callers: one test per caller and operation, named
 * `caller operation → allowed|denied`, that `attempt` gets through exactly when `expected` says.
 */
export function gridCells<Who extends string>(
  callers: readonly Who[],
  expected: (who: Who, operation: Operation) => boolean,
  attempt: (who: Who, operation: Operation) => PromiseLike<unknown>,
): void {
  for (const who of callers) {
    for (const operation of OPERATIONS) {
      const allow = expected(who, operation);
      it(`${who} ${operation} → ${allow ? 'allowed' : 'denied'}`, async () => {
        expect(await succeeds(attempt(who, operation))).toBe(allow);
      });
    }
  }
}
