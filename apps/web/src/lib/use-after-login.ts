/**
 * "Log in first, then it happens": an action a guest starts (claim a badge, reserve a place)
 * opens the login dialog with a notice and runs by itself once the login goes through; closing
 * the dialog without logging in drops it. A logged-in person's action runs at once.
 */
import { useEffect, useRef, useState } from 'react';
import { loginDialogStore, openLoginDialog } from './login-dialog';
import { isLoggedIn, useSession } from './session';
import { useStore } from './store';

export function useAfterLogin<T>(
  run: (value: T) => void,
  {
    notice,
    ready = true,
  }: {
    notice: string;
    /** False while what `run` needs is still loading for the new person (their state, say). */
    ready?: boolean;
  },
) {
  const loggedIn = isLoggedIn(useSession());
  const dialogOpen = useStore(loginDialogStore).open;
  const [pending, setPending] = useState<{ value: T } | null>(null);
  // The latest `run` (a fresh closure each render) without re-running the effect for it.
  const latestRun = useRef(run);
  useEffect(() => {
    latestRun.current = run;
  });

  useEffect(() => {
    if (!pending) return;
    if (loggedIn && ready) {
      setPending(null);
      latestRun.current(pending.value);
    } else if (!loggedIn && !dialogOpen) {
      setPending(null); // the dialog closed without a login
    }
  }, [pending, loggedIn, dialogOpen, ready]);

  return {
    start: (value: T) => {
      if (isLoggedIn()) return run(value);
      setPending({ value });
      openLoginDialog({ notice });
    },
    /** Waiting for the login to go through. */
    waiting: pending !== null,
    loggedIn,
  };
}
