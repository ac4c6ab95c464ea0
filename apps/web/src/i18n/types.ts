import type { enUS } from './resources/en-US';
import type { enUSPages } from './resources/en-US.pages';

type Widen<T> = T extends string
  ? string
  : T extends readonly string[]
    ? readonly string[]
    : { readonly [K in keyof T]: Widen<T[K]> };

/**
 * Shape every language catalogue must match exactly: a missing or extra key fails type-checking.
 * `Catalogue` holds the texts of the first paint (shell, home, login); `PagesCatalogue` those of
 * the pages that load later, fetched with them so the first paint stays small.
 */
export type Catalogue = Widen<typeof enUS>;
export type PagesCatalogue = Widen<typeof enUSPages>;
