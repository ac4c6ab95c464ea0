/**
 * Runs model checks in long-lived worker threads (model-check-worker.ts), one file per worker at a
 * time. How many run at once, and for how long, is model-check-queue.ts's decision: it calls
 * `check` at most MODEL_CHECK_WORKERS times at once and aborts a check on its deadline or when its
 * client leaves, which ends that check's worker (the next check starts a fresh one).
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ModelCheck } from './model-check.js';
import type { ModelCheckRequest, ModelCheckResponse } from './model-check-worker.js';

export interface ModelChecker {
  check(bytes: Uint8Array, signal: AbortSignal): Promise<ModelCheck>;
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

export function createModelChecker(): ModelChecker {
  const idle: Worker[] = [];
  const busy = new Set<Worker>();
  let nextId = 1;

  function start(): Worker {
    const { entry, eval: isEval } = workerEntry();
    const worker = new Worker(entry, { eval: isEval });
    // An idle worker must not keep the process alive.
    worker.unref();
    return worker;
  }

  function check(bytes: Uint8Array, signal: AbortSignal): Promise<ModelCheck> {
    const worker = idle.pop() ?? start();
    busy.add(worker);
    const id = nextId++;
    return new Promise<ModelCheck>((resolve) => {
      const finish = (result: ModelCheck, reusable: boolean) => {
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        signal.removeEventListener('abort', onAbort);
        busy.delete(worker);
        if (reusable) idle.push(worker);
        else void worker.terminate();
        resolve(result);
      };
      const onMessage = (response: ModelCheckResponse) => {
        if (response.id === id) finish(response.result, true);
      };
      const onError = (error: Error) => finish({ ok: false, reason: `The model could not be checked: ${error.message}` }, false);
      const onExit = () => finish({ ok: false, reason: 'The model could not be checked: the checker stopped.' }, false);
      const onAbort = () => finish({ ok: false, reason: 'The check was abandoned.' }, false);
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      // One copy, handed over rather than cloned again: the request's buffer may be a slice of a pooled one.
      const copy = new Uint8Array(bytes);
      worker.postMessage({ id, bytes: copy } satisfies ModelCheckRequest, [copy.buffer]);
    });
  }

  return {
    check,
    async close() {
      const all = [...idle, ...busy];
      idle.length = 0;
      await Promise.all(all.map((worker) => worker.terminate()));
    },
  };
}
