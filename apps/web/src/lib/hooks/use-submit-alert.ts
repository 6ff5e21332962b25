import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, UseFormSubscribe } from 'react-hook-form';

/** Calls `onType` (a stable function) when the user types in the form; values set by code, such as a captcha reset, do not count. */
export function useOnUserChange<T extends FieldValues>(subscribe: UseFormSubscribe<T>, onType: () => void) {
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ type }) => {
          if (type === 'change') onType();
        },
      }),
    [subscribe, onType],
  );
}

/**
 * The server's answer to a submit, shown above the form until the user types in it again: from then on it
 * no longer describes what the form holds.
 */
export function useSubmitAlert<T extends FieldValues>(subscribe: UseFormSubscribe<T>, initial: string | null = null) {
  const [alert, setAlert] = useState<string | null>(initial);
  useOnUserChange(
    subscribe,
    useCallback(() => setAlert(null), []),
  );
  return [alert, setAlert] as const;
}
