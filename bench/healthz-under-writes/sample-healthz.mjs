/**
 * Samples GET /healthz one request at a time in its own process (so the load generator's event
 * loop does not add to the figures) and prints the latencies in milliseconds as JSON.
 * Usage: node sample-healthz.mjs <base url> <seconds>
 */
const [url, seconds] = [process.argv[2], Number(process.argv[3])];
const deadline = Date.now() + seconds * 1000;
const latencies = [];
const statuses = {};
while (Date.now() < deadline) {
  const start = performance.now();
  try {
    const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  } catch {
    statuses.error = (statuses.error ?? 0) + 1;
  }
  latencies.push(performance.now() - start);
  await new Promise((resolve) => setTimeout(resolve, 20));
}
process.stdout.write(JSON.stringify({ latencies, statuses }));
