/**
 * What a console form says after its call: the answer (green, a status) or the error's message
 * (red, an alert), and the hook that runs the call with the form busy meanwhile. Once for every
 * form of the console.
 */
import { useState } from 'react';
import { useOpsTexts } from '../model/use-ops-texts';
import styles from './coupons.module.css';
import ops from './ops.module.css';

export type Outcome = { ok: boolean; message: string } | null;

export function OutcomeLine({ outcome, testId }: { outcome: Outcome; testId?: string }) {
  if (!outcome) return null;
  return (
    <p className={outcome.ok ? styles.ok : ops.error} role={outcome.ok ? 'status' : 'alert'} data-testid={testId}>
      {outcome.message}
    </p>
  );
}

/**
 * `run(call)`: busy while `call` runs; its answer is the outcome, or the error's message (the
 * server's, in the console's language) when it fails.
 */
export function useOutcome() {
  const { texts } = useOpsTexts();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const run = async (call: () => Promise<string>) => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ ok: true, message: await call() });
    } catch (error) {
      setOutcome({ ok: false, message: (error as Error).message || texts.error });
    } finally {
      setBusy(false);
    }
  };
  return { busy, outcome, setOutcome, run };
}
