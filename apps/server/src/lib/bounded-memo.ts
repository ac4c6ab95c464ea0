/**
 * Remembers a pure function's answers per string key, for keys that come from requests (headers,
 * paths): any client can send new ones, so the memory is bounded by emptying it when full (the
 * usual keys come straight back; no LRU bookkeeping on the hot path).
 */
export function boundedMemo<T>(compute: (key: string) => T, maxEntries: number): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as T;
    const answer = compute(key);
    if (answers.size >= maxEntries) answers.clear();
    answers.set(key, answer);
    return answer;
  };
}
