/**
 * A console list searched and paged by cursor on the server (docs/operator-console.md, "Searching
 * the console's lists"): the search as last sent and the cursors of the pages walked since; a new
 * search starts again from the first page.
 */
import { useState } from 'react';

export function useSearchPaging() {
  const [q, setQ] = useState('');
  // The first page has no cursor.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  return {
    q,
    cursor: cursors.at(-1),
    walked: cursors.length,
    search: (next: string) => {
      setQ(next);
      setCursors([undefined]);
    },
    first: () => setCursors([undefined]),
    next: (cursor: string) => setCursors((walked) => [...walked, cursor]),
  };
}
