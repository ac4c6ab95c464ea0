/** A paragraph or a bulleted list. Inline links are written [label](/path) and only internal paths are allowed. Placeholders {product}, {company}, {email} are filled at render time. */
export type LegalBlock = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] };
export interface LegalSection {
  id: string;
  heading: string;
  blocks: LegalBlock[];
  subsections?: LegalSection[];
}
export interface LegalDocument {
  title: string;
  effectiveDate: string;
  updatedLabel: string;
  intro: LegalBlock[];
  sections: LegalSection[];
}
export type LegalLocale = 'zh-CN' | 'zh-TW' | 'en-US';
