/**
 * The model check in a worker thread: glTF-Validator walks every accessor of a file of up to
 * 16 MiB, which would otherwise hold the event loop (and every other request) while it runs.
 */
import { parentPort } from 'node:worker_threads';
import { checkModel, type ModelCheck } from './model-check.js';

export interface ModelCheckRequest {
  id: number;
  bytes: Uint8Array;
}
export interface ModelCheckResponse {
  id: number;
  result: ModelCheck;
}

parentPort?.on('message', (request: ModelCheckRequest) => {
  void checkModel(request.bytes)
    .catch((error: unknown): ModelCheck => ({ ok: false, reason: `The model could not be checked: ${String(error)}` }))
    .then((result) => parentPort!.postMessage({ id: request.id, result } satisfies ModelCheckResponse));
});
