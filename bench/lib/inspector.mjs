/**
 * Reads a server's memory the one way the benches count it (docs/decisions.md "Idle socket
 * memory"): the server runs with `--inspect=127.0.0.1:<port>`; over the inspector this forces a
 * full garbage collection (HeapProfiler.collectGarbage) and then reads process.memoryUsage(), so
 * garbage left by whatever happened before (a handshake, a request) is not counted.
 */
import WebSocket from 'ws';

export async function openInspector(port) {
  const deadline = Date.now() + 30_000;
  let target;
  while (!target) {
    try {
      [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
    } catch {
      if (Date.now() > deadline) throw new Error(`no inspector on port ${port}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const socket = new WebSocket(target.webSocketDebuggerUrl, { perMessageDeflate: false, maxPayload: 2 ** 31 });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let nextId = 1;
  const waiting = new Map();
  const listeners = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString());
    if (message.id) {
      const { resolve, reject } = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error) reject(new Error(message.error.message));
      else resolve(message.result);
    } else listeners.get(message.method)?.(message.params);
  });
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  return {
    call,
    on: (method, listener) => listeners.set(method, listener),
    /** process.memoryUsage() of the server after two full collections (weak references cleared too). */
    async memoryAfterGc() {
      await call('HeapProfiler.collectGarbage');
      await call('HeapProfiler.collectGarbage');
      const { result } = await call('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())' });
      return JSON.parse(result.value);
    },
    close: () => socket.close(),
  };
}
