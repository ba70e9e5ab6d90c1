import { NotesGate } from '@/features/notes/notes-gate';
import { Journal } from '@/features/notes/journal';

/** /journal: her dated record of what happened, behind her passphrase. */
export default function JournalPage() {
  return <NotesGate path="/journal">{(userId) => <Journal userId={userId} />}</NotesGate>;
}
