// Her notes as the vault stores them: each journal entry and the safety plan sealed alone, bound
// to its id and kind, so the server holds only ciphertext. What opens is checked with its domain
// schema before it is shown (a later version's field, or damage, is not shown as hers).
import { journalEntrySchema, type JournalEntry } from '@/domain/journal-entry';
import { safetyPlanSchema, type SafetyPlan } from '@/domain/safety-plan';
import type { StoredVaultItem } from '@/domain/vault-records';
import { decryptItem, encryptItem, type JsonValue } from '@/lib/vault/sealed-item';

/** The sealed value's own version, inside the ciphertext. */
const NOTE_VERSION = 1;

export interface OpenedEntry {
  id: string;
  entry: JournalEntry;
  updatedAt: string;
}

export interface OpenedNotes {
  entries: OpenedEntry[];
  /** Her safety plan, with its item id; null before she saved one. */
  plan: { id: string; plan: SafetyPlan } | null;
  /** Items that did not open (altered, or of another vault): counted, never shown. */
  unreadable: number;
}

function contentOf(value: JsonValue): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { v, content } = value as { v?: unknown; content?: unknown };
  return v === NOTE_VERSION ? content : undefined;
}

/** Opens every item with the key; an item that fails counts as unreadable. */
export async function openNotesItems(
  key: CryptoKey,
  items: readonly StoredVaultItem[],
): Promise<OpenedNotes> {
  const opened: OpenedNotes = { entries: [], plan: null, unreadable: 0 };
  let planUpdatedAt = '';
  for (const item of items) {
    try {
      const content = contentOf(
        await decryptItem(key, { kind: item.kind, id: item.id }, item.sealed),
      );
      if (item.kind === 'journal-entry') {
        const parsed = journalEntrySchema.safeParse(content);
        if (!parsed.success) throw new Error('Not a journal entry');
        opened.entries.push({ id: item.id, entry: parsed.data, updatedAt: item.updatedAt });
      } else {
        const parsed = safetyPlanSchema.safeParse(content);
        if (!parsed.success) throw new Error('Not a safety plan');
        // One plan: the last saved wins should two tabs each have made one.
        if (!opened.plan || item.updatedAt > planUpdatedAt) {
          opened.plan = { id: item.id, plan: parsed.data };
          planUpdatedAt = item.updatedAt;
        }
      }
    } catch {
      opened.unreadable += 1;
    }
  }
  return opened;
}

export function sealJournalEntry(key: CryptoKey, id: string, entry: JournalEntry) {
  return encryptItem(
    key,
    { kind: 'journal-entry', id },
    {
      v: NOTE_VERSION,
      content: entry as unknown as JsonValue,
    },
  );
}

export function sealSafetyPlan(key: CryptoKey, id: string, plan: SafetyPlan) {
  return encryptItem(
    key,
    { kind: 'safety-plan', id },
    {
      v: NOTE_VERSION,
      content: plan as unknown as JsonValue,
    },
  );
}
