/**
 * At most a few claim statements of one event in flight per process (docs/decisions.md, "Badges:
 * one claim statement"). Every claim of an event waits on that event's row lock; twenty pooled
 * connections all waiting there cost PostgreSQL far more CPU per claim than the claims themselves,
 * and no more claims get through. The rest wait here, in order, and go as a slot frees. Not a
 * second path: every claim still runs the one claim statement, alone.
 */
export function createClaimGate(slotsPerEvent: number) {
  const gates = new Map<string, { running: number; waiting: Array<() => void> }>();

  return async function gated<T>(key: string, work: () => Promise<T>): Promise<T> {
    let gate = gates.get(key);
    if (!gate) gates.set(key, (gate = { running: 0, waiting: [] }));
    if (gate.running >= slotsPerEvent) await new Promise<void>((resolve) => gate.waiting.push(resolve));
    else gate.running += 1;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next waiter; the last one out removes the gate.
      const next = gate.waiting.shift();
      if (next) next();
      else if (--gate.running === 0) gates.delete(key);
    }
  };
}
