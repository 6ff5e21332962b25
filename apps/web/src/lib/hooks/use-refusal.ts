import { useState } from 'react';

/**
 * A form rule's refusal at submit, shown while that same rule still refuses what the form holds: it leaves
 * with its cause, and no other rule's message appears before the next submit. `current` is the rule's
 * message for the form as it is now (null when it passes).
 */
export function useRefusal(current: string | null) {
  const [refused, setRefused] = useState<string | null>(null);
  return {
    message: refused !== null && refused === current ? refused : null,
    /** At submit: remembers the refusal, true when the form may be sent. */
    check: () => {
      setRefused(current);
      return current === null;
    },
  };
}
