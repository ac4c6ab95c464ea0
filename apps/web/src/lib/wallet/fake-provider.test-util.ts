/**
 * A scripted EIP-1193 provider for jsdom tests: answers methods from a table (a value, a function,
 * or an error object to throw), records every call, and fires accountsChanged / chainChanged.
 */
import type { Eip1193Provider } from './eip1193';

type Answer = unknown | ((params: unknown) => unknown);

export function fakeProvider(answers: Record<string, Answer>) {
  const calls: Array<{ method: string; params: unknown }> = [];
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const provider: Eip1193Provider & { emit: (event: string, ...args: unknown[]) => void; calls: typeof calls } = {
    calls,
    async request({ method, params }) {
      calls.push({ method, params });
      if (!(method in answers)) throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
      const answer = answers[method];
      const value = typeof answer === 'function' ? (answer as (p: unknown) => unknown)(params) : answer;
      if (value instanceof Error) throw value;
      return value;
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as (...args: unknown[]) => void);
      listeners.set(event, set);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as (...args: unknown[]) => void);
    },
    emit(event, ...args) {
      listeners.get(event)?.forEach((listener) => listener(...args));
    },
  };
  return provider;
}

export const providerError = (code: number, message: string, data?: string) => Object.assign(new Error(message), { code, data });
