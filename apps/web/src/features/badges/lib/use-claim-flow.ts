/**
 * Claiming a badge as a person would: logged in, it claims at once; a guest logs in first (the
 * login dialog opens) and the claim goes through by itself afterwards; closing the dialog without
 * logging in drops it. Success hands the badge to the celebration; a refusal is handed back.
 */
import { useEffect, useState } from 'react';
import type { MyBadge } from '@culture/protocol';
import { ApiRequestError } from '../../../lib/api-client';
import { loginDialogStore, openLoginDialog } from '../../../lib/login-dialog';
import { isLoggedIn, useSession } from '../../../lib/session';
import { useStore } from '../../../lib/store';
import { useClaimBadge, type BadgeClaim } from '../api/badge-queries';

export interface ClaimFlow {
  /** Claim now, or after logging in. */
  claim: (claim: BadgeClaim) => void;
  /** Waiting for the login or the server. */
  busy: boolean;
  /** The badge just claimed (shown by the celebration until dismissed). */
  claimed: MyBadge | null;
  dismiss: () => void;
  /** The last refusal (its code tells already claimed, all claimed, closed, bad token, ...). */
  error: ApiRequestError | null;
  loggedIn: boolean;
}

export function useClaimFlow({ loginNotice }: { loginNotice: string }): ClaimFlow {
  const session = useSession();
  const loggedIn = isLoggedIn(session);
  const dialogOpen = useStore(loginDialogStore).open;
  const mutation = useClaimBadge();
  const [pending, setPending] = useState<BadgeClaim | null>(null);
  const [claimed, setClaimed] = useState<MyBadge | null>(null);
  const [error, setError] = useState<ApiRequestError | null>(null);

  const send = (claim: BadgeClaim) => {
    setError(null);
    mutation.mutate(claim, {
      onSuccess: (badge) => setClaimed(badge),
      onError: (failure) => setError(failure instanceof ApiRequestError ? failure : new ApiRequestError(-1, 0, failure.message)),
    });
  };

  useEffect(() => {
    if (!pending) return;
    if (loggedIn) {
      setPending(null);
      send(pending);
    } else if (!dialogOpen) {
      setPending(null); // the dialog closed without a login
    }
    // send is a fresh closure each render; the login and the dialog are what matter here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending, loggedIn, dialogOpen]);

  return {
    claim: (claim) => {
      if (isLoggedIn()) return send(claim);
      setPending(claim);
      openLoginDialog({ notice: loginNotice });
    },
    busy: mutation.isPending || pending !== null,
    claimed,
    dismiss: () => setClaimed(null),
    error,
    loggedIn,
  };
}
