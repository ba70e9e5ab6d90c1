import { NotesGate } from '@/features/notes/notes-gate';
import { SafetyPlanSteps } from '@/features/notes/safety-plan-steps';

/** /safety-plan: her plan for leaving or staying safer, behind her passphrase. */
export default function SafetyPlanPage() {
  return (
    <NotesGate path="/safety-plan">{(userId) => <SafetyPlanSteps userId={userId} />}</NotesGate>
  );
}
