/**
 * An exhibition as the console's form holds it (docs/operator-console.md, "World"): texts in the
 * three languages, the works in hanging order. A work's slot is its place in that order
 * (`slot-01`, `slot-02`, …), so moving a work moves it to another slot; empty optional fields
 * travel as null. The server checks the slots against the room template.
 */
import type { AdminExhibition, ExhibitionCreate, Locale, WorkKind } from '@culture/protocol';

type Texts = Record<Locale, string>;
export const emptyTexts = (): Texts => ({ 'zh-CN': '', 'zh-TW': '', 'en-US': '' });

export interface WorkDraft {
  kind: WorkKind;
  title: Texts;
  body: Texts;
  image: string;
  video: string;
  link: string;
}

export interface ExhibitionDraft {
  /** Null until the exhibition exists. */
  id: string | null;
  name: Texts;
  summary: Texts;
  cover: string;
  templateId: string;
  works: WorkDraft[];
}

export const emptyWork = (): WorkDraft => ({
  kind: 'image',
  title: emptyTexts(),
  body: emptyTexts(),
  image: '',
  video: '',
  link: '',
});

export const emptyExhibition = (): ExhibitionDraft => ({
  id: null,
  name: emptyTexts(),
  summary: emptyTexts(),
  cover: '',
  templateId: 'hall',
  works: [],
});

/** `slot-01` for the first work, `slot-02` for the second… */
export const slotOf = (index: number) => `slot-${String(index + 1).padStart(2, '0')}`;

export function draftOf(exhibition: AdminExhibition): ExhibitionDraft {
  const works = [...exhibition.works].sort((a, b) => a.slot.localeCompare(b.slot));
  return {
    id: exhibition.id,
    name: { ...exhibition.name },
    summary: { ...exhibition.summary },
    cover: exhibition.cover,
    templateId: exhibition.templateId,
    works: works.map((w) => ({
      kind: w.kind,
      title: { ...w.title },
      body: { ...w.body },
      image: w.image ?? '',
      video: w.video ?? '',
      link: w.link ?? '',
    })),
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** What the create and edit calls take (edit adds the id and replaces the whole list of works). */
export function bodyOf(draft: ExhibitionDraft): ExhibitionCreate {
  return {
    name: draft.name,
    summary: draft.summary,
    cover: draft.cover.trim(),
    templateId: draft.templateId.trim(),
    works: draft.works.map((w, index) => ({
      slot: slotOf(index),
      kind: w.kind,
      title: w.title,
      body: w.body,
      image: orNull(w.image),
      video: orNull(w.video),
      link: orNull(w.link),
    })),
  };
}

/** The list with the work at `index` moved by `by` places (nothing when that leaves the list). */
export function moveWork(works: readonly WorkDraft[], index: number, by: -1 | 1): WorkDraft[] {
  const to = index + by;
  if (to < 0 || to >= works.length) return [...works];
  const next = [...works];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
