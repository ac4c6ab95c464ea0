/**
 * A list paged on the server by cursor: the first page on mount (and whenever `key` changes, e.g.
 * new filters), more pages appended on demand, `reload()` after a change.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface PagedState<T> {
  rows: T[];
  next: string | null;
  loading: boolean;
  error: string | null;
}

export function usePaged<T>(load: (cursor: string | null) => Promise<{ rows: T[]; next: string | null }>, key: string) {
  const [state, setState] = useState<PagedState<T>>({ rows: [], next: null, loading: true, error: null });
  const generation = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const fetchPage = useCallback(async (cursor: string | null) => {
    const mine = generation.current;
    setState((s) => ({ ...s, loading: true, error: null }));
    try {
      const page = await loadRef.current(cursor);
      if (mine !== generation.current) return;
      setState((s) => ({ rows: cursor ? [...s.rows, ...page.rows] : page.rows, next: page.next, loading: false, error: null }));
    } catch (error) {
      if (mine !== generation.current) return;
      setState((s) => ({ ...s, loading: false, error: (error as Error).message }));
    }
  }, []);

  const reload = useCallback(() => {
    generation.current += 1;
    void fetchPage(null);
  }, [fetchPage]);

  useEffect(reload, [reload, key]);

  const more = useCallback(() => {
    if (state.next && !state.loading) void fetchPage(state.next);
  }, [fetchPage, state.next, state.loading]);

  return { ...state, reload, more };
}
