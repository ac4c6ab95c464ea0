import type { enUS } from './resources/en-US';

type Widen<T> = T extends string
  ? string
  : T extends readonly string[]
    ? readonly string[]
    : { readonly [K in keyof T]: Widen<T[K]> };

/** Shape every language catalogue must match exactly: a missing or extra key fails type-checking. */
export type Catalogue = Widen<typeof enUS>;
