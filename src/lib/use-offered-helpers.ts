// Which writing helpers this deployment has, asked once per page and shared by every control
// that needs it (each story card's Translate, each Fix Grammar, the FAQ). Until the answer comes,
// and in the prerendered HTML, nothing is offered: a control that appears a moment later is
// better than one she taps and that then fails or disappears.
import { useCallback, useSyncExternalStore } from 'react';
import type { HelpersPort, OfferedHelpers } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';

const NONE: OfferedHelpers = Object.freeze({ translate: false, grammar: false });

interface Answer {
  offered: OfferedHelpers;
  asking: boolean;
  known: boolean;
  listeners: Set<() => void>;
}

// Per port, so each component test's fake backend starts unknown.
const answers = new WeakMap<HelpersPort, Answer>();

function answerFor(helpers: HelpersPort): Answer {
  let answer = answers.get(helpers);
  if (!answer) {
    answer = { offered: NONE, asking: false, known: false, listeners: new Set() };
    answers.set(helpers, answer);
  }
  return answer;
}

function ask(helpers: HelpersPort, answer: Answer) {
  if (answer.known || answer.asking) return;
  answer.asking = true;
  helpers.offered().then(
    (offered) => {
      answer.offered = offered.translate || offered.grammar ? { ...offered } : NONE;
      answer.known = true;
      answer.asking = false;
      for (const listener of answer.listeners) listener();
    },
    () => {
      // Offline or unreachable: nothing offered, and the next screen that asks tries again.
      answer.asking = false;
    },
  );
}

/** What this deployment offers; `NONE` until known. */
export function useOfferedHelpers(): OfferedHelpers {
  const { helpers } = useBackend();
  const subscribe = useCallback(
    (listener: () => void) => {
      const answer = answerFor(helpers);
      answer.listeners.add(listener);
      ask(helpers, answer);
      return () => answer.listeners.delete(listener);
    },
    [helpers],
  );
  const current = useCallback(() => answers.get(helpers)?.offered ?? NONE, [helpers]);
  // The prerendered page and its hydration offer nothing, whatever is known.
  return useSyncExternalStore(subscribe, current, () => NONE);
}
