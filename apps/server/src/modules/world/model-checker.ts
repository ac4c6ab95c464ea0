/**
 * Runs model checks in one long-lived worker thread (model-check-worker.ts), one file at a time:
 * uploads are rare, and one core is the most they may take from the server. A check that runs
 * longer than `timeoutMs` ends the worker (the next check starts a fresh one) and is refused.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ModelCheck } from './model-check.js';
import type { ModelCheckRequest, ModelCheckResponse } from './model-check-worker.js';

export interface ModelChecker {
  check(bytes: Uint8Array): Promise<ModelCheck>;
  close(): Promise<void>;
}

/** The compiled worker file, or, running from source (tests, `npm run dev`), a bootstrap that loads it through tsx. */
function workerEntry(): { entry: URL | string; eval: boolean } {
  const self = import.meta.url;
  if (!self.endsWith('.ts')) return { entry: new URL('./model-check-worker.js', self), eval: false };
  // A worker ignores the parent's loaders, so it registers tsx itself (as db/embedded-server.ts does).
  const tsxApi = pathToFileURL(
    createRequire(self)
      .resolve('tsx/package.json')
      .replace(/package\.json$/, 'dist/esm/api/index.mjs'),
  ).href;
  const source = new URL('./model-check-worker.ts', self).href;
  return {
    entry: `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`,
    eval: true,
  };
}

export function createModelChecker({ timeoutMs = 30_000 }: { timeoutMs?: number } = {}): ModelChecker {
  let worker: Worker | null = null;
  let nextId = 1;
  let queue: Promise<unknown> = Promise.resolve();
  const waiting = new Map<number, (result: ModelCheck) => void>();

  function start(): Worker {
    const { entry, eval: isEval } = workerEntry();
    const started = new Worker(entry, { eval: isEval });
    // An idle worker must not keep the process alive.
    started.unref();
    started.on('message', (response: ModelCheckResponse) => {
      waiting.get(response.id)?.(response.result);
      waiting.delete(response.id);
    });
    const fail = (reason: string) => {
      for (const resolve of waiting.values()) resolve({ ok: false, reason });
      waiting.clear();
      if (worker === started) worker = null;
    };
    started.on('error', (error) => fail(`The model could not be checked: ${error.message}`));
    started.on('exit', () => fail('The model could not be checked: the checker stopped.'));
    return started;
  }

  function run(bytes: Uint8Array): Promise<ModelCheck> {
    const current = (worker ??= start());
    const id = nextId++;
    return new Promise<ModelCheck>((resolve) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        resolve({ ok: false, reason: `Checking the model took longer than ${timeoutMs / 1000} s.` });
        if (worker === current) worker = null;
        void current.terminate();
      }, timeoutMs);
      waiting.set(id, (result) => {
        clearTimeout(timer);
        resolve(result);
      });
      // A copy: the request's buffer may be a slice of a pooled one.
      current.postMessage({ id, bytes: new Uint8Array(bytes) } satisfies ModelCheckRequest);
    });
  }

  return {
    check(bytes) {
      const result = queue.then(() => run(bytes));
      queue = result.catch(() => undefined);
      return result;
    },
    async close() {
      const current = worker;
      worker = null;
      await current?.terminate();
    },
  };
}
