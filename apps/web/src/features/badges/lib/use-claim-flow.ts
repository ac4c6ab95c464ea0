/**
 * Claiming a badge as a person would: logged in, it claims at once; a guest logs in first and the
 * claim goes through by itself afterwards (lib/use-after-login). Success hands the badge to the
 * celebration; a refusal is handed back.
 */
import { useState } from 'react';
import type { MyBadge } from '@culture/protocol';
import { ApiRequestError } from '../../../lib/api-client';
import { useAfterLogin } from '../../../lib/use-after-login';
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
  const mutation = useClaimBadge();
  const [claimed, setClaimed] = useState<MyBadge | null>(null);
  const [error, setError] = useState<ApiRequestError | null>(null);

  const send = (claim: BadgeClaim) => {
    setError(null);
    mutation.mutate(claim, {
      onSuccess: (badge) => setClaimed(badge),
      onError: (failure) => setError(failure instanceof ApiRequestError ? failure : new ApiRequestError(-1, 0, failure.message)),
    });
  };
  const afterLogin = useAfterLogin(send, { notice: loginNotice });

  return {
    claim: afterLogin.start,
    busy: mutation.isPending || afterLogin.waiting,
    claimed,
    dismiss: () => setClaimed(null),
    error,
    loggedIn: afterLogin.loggedIn,
  };
}
