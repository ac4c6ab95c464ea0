import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo.js';

describe('boundedMemo', () => {
  it('computes each key once and keeps at most maxEntries answers', () => {
    const computed: string[] = [];
    const length = boundedMemo((key) => (computed.push(key), key.length), 2);
    expect([length('a'), length('bb'), length('a'), length('bb')]).toEqual([1, 2, 1, 2]);
    expect(computed).toEqual(['a', 'bb']);
    // Full: the third key empties it, so the first is computed again.
    expect(length('ccc')).toBe(3);
    expect(length('a')).toBe(1);
    expect(computed).toEqual(['a', 'bb', 'ccc', 'a']);
  });

  it('remembers falsy answers too', () => {
    let calls = 0;
    const never = boundedMemo(() => (calls++, null), 10);
    never('x');
    never('x');
    expect(calls).toBe(1);
  });
});
