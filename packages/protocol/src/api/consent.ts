/**
 * Legal documents, their versions and the consent ledger (docs/privacy.md). The documents' texts
 * live in the web app; the server keeps each document's versions (date, material or minor, a
 * summary of what changed in the three languages) and every decision a person made, so the gate
 * can ask again when a document changes (docs/decisions.md, "Legal documents are versioned on the
 * server, their texts in the app").
 */
import { z } from 'zod';
import { LOCALES } from '../i18n/locales.js';
import { localizedSchema } from './content.js';
import { int4IdSchema } from './primitives.js';
import { CONSENT_CHANNELS, CONSENT_DECISIONS, CONSENT_GATES, CONSENT_PURPOSES, LEGAL_DOCUMENTS } from './consent-terms.js';

export * from './consent-terms.js';

/** A version as the reader sees it: the summary in the reader's language. */
export const legalVersionSchema = z.object({
  document: z.enum(LEGAL_DOCUMENTS),
  version: z.number().int(),
  /** yyyy-mm-dd */
  effectiveDate: z.string(),
  material: z.boolean(),
  summary: z.string(),
});
export type LegalVersion = z.infer<typeof legalVersionSchema>;

export const consentRecordSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  document: z.enum(LEGAL_DOCUMENTS),
  version: z.number().int(),
  decision: z.enum(CONSENT_DECISIONS),
  at: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

export const consentStateSchema = z.object({
  /** Each document's current version. */
  documents: z.array(legalVersionSchema),
  /** The person's latest decision per purpose and document (empty without a token). */
  decisions: z.array(consentRecordSchema),
  gate: z.enum(CONSENT_GATES),
  /** The versions changed since the person last agreed to the service: what the gate or banner lists. */
  changes: z.array(legalVersionSchema),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

/** A version number: a small positive integer (an int4 column). */
const versionSchema = int4IdSchema;

/** POST: one decision on one purpose, for the versions of its documents the person was shown. */
export const consentDecisionSchema = z
  .object({
    purpose: z.enum(CONSENT_PURPOSES).exclude(['childInformation']),
    decision: z.enum(CONSENT_DECISIONS),
    versions: z
      .array(z.object({ document: z.enum(LEGAL_DOCUMENTS), version: versionSchema }).strict())
      .min(1)
      .max(LEGAL_DOCUMENTS.length),
    channel: z.enum(CONSENT_CHANNELS).default('web'),
  })
  .strict();
export type ConsentDecisionBody = z.input<typeof consentDecisionSchema>;

/** yyyy-mm-dd in the years 2000–9999, a real day. */
const daySchema = z
  .string()
  .regex(/^[2-9]\d{3}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be yyyy-mm-dd (2000–9999)')
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  }, 'not a real date');

/** Operator: publish a document's next version (its number is the next one). */
export const adminLegalVersionSchema = z
  .object({
    document: z.enum(LEGAL_DOCUMENTS),
    effectiveDate: daySchema,
    material: z.boolean(),
    summary: localizedSchema,
  })
  .strict();
export type AdminLegalVersion = z.infer<typeof adminLegalVersionSchema>;
export const adminLegalVersionResultSchema = z.object({ document: z.enum(LEGAL_DOCUMENTS), version: z.number().int() });

/** The language a decision was made in is the request's; listed here so the ledger holds only these. */
export const CONSENT_LANGUAGES = LOCALES;
