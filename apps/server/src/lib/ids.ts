/**
 * 64-bit time-ordered ids (snowflake layout: 41 bits of milliseconds since 2023-01-01, 10 bits of
 * worker, 12 bits of sequence). Several server processes can create users without a round trip,
 * and ids sort by creation time. They exceed 2^53, which is why they travel as strings.
 */
import { randomInt } from 'node:crypto';

const EPOCH_MS = 1_672_531_200_000n; // 2023-01-01T00:00:00Z
const workerId = BigInt(randomInt(0, 1024));
let lastMs = -1n;
let sequence = 0n;

export function nextId(now: () => number = Date.now): bigint {
  let ms = BigInt(now()) - EPOCH_MS;
  if (ms < lastMs) ms = lastMs; // clock stepped back: keep ids monotonic
  if (ms === lastMs) {
    sequence = (sequence + 1n) & 0xfffn;
    if (sequence === 0n) ms = lastMs + 1n; // 4096 ids in one ms: borrow the next ms
  } else {
    sequence = 0n;
  }
  lastMs = ms;
  return (ms << 22n) | (workerId << 12n) | sequence;
}
