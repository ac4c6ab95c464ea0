/**
 * A person's rights over their data (docs/privacy.md, "A copy of your data" and "Cancelling an
 * account"): the background export of everything held about them (PIPL Art. 45) and the account
 * cancellation with its seven-day cooling-off (Art. 47).
 */
import { z } from 'zod';

export const DATA_EXPORT_STATES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

/** How long a finished export can be downloaded. */
export const DATA_EXPORT_VALID_MS = 24 * 60 * 60 * 1000;
/** The cooling-off between a cancellation request and the deletion (docs/privacy.md). */
export const CANCELLATION_COOLING_OFF_MS = 7 * 24 * 60 * 60 * 1000;

export const dataExportSchema = z.object({
  id: z.string(),
  state: z.enum(DATA_EXPORT_STATES),
  /** 0–100. */
  progress: z.number().int(),
  requestedAt: z.string(),
  /** When the download stops working; null until ready. */
  expiresAt: z.string().nullable(),
  /** Bytes of the zip; null until ready. */
  size: z.number().int().nullable(),
  /** The download's path (the person's session only); null until ready. */
  downloadPath: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** GET: my latest export, or null. */
export const dataExportStatusSchema = z.object({ latest: dataExportSchema.nullable() });
export type DataExportStatus = z.infer<typeof dataExportStatusSchema>;

export const exportIdParamsSchema = z.object({ id: z.string().regex(/^[1-9]\d{0,18}$/, 'must be an export id') });

export const cancellationStateSchema = z.object({
  /** Null: no cancellation pending. */
  pending: z
    .object({
      requestedAt: z.string(),
      /** When the account and its data are deleted unless the person keeps it. */
      completesAt: z.string(),
    })
    .nullable(),
});
export type CancellationState = z.infer<typeof cancellationStateSchema>;

/** POST: request the cancellation; `confirm` must be true (the person confirmed on the page). */
export const cancellationRequestSchema = z.object({ confirm: z.literal(true) }).strict();
/** POST: keep the account (withdraw the pending cancellation); `confirm` must be true. */
export const cancellationWithdrawSchema = z.object({ confirm: z.literal(true) }).strict();

/** The sender id shown for messages of a deleted account (docs/privacy.md): never a real user id. */
export const DELETED_ACCOUNT_ID = '0';
