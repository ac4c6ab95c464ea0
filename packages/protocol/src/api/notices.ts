/**
 * The notice centre and rights requests (docs/privacy.md, "Notices" and "Rights requests"): what
 * the service tells a member (a material policy change, the 30 days' notice before the service ends
 * or their account is closed, a reply to their request), and the requests a member makes about
 * their personal information (PIPL Art. 44–50), each with a deadline of 15 working days.
 */
import { z } from 'zod';
import { localizedSchema } from './content.js';
import { idSchema, multilineText } from './primitives.js';

/**
 * `policyChange`: a legal document's material version (to everyone); `serviceEnding`: the service
 * or a part of it ends in 30 days (to everyone); `accountClosing`: the operator closes this
 * member's account in 30 days; `rightsReply`: support answered or refused a rights request.
 */
export const NOTICE_KINDS = ['policyChange', 'serviceEnding', 'accountClosing', 'rightsReply'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
/**
 * The kinds also sent by SMS: the privacy policy promises the 30 days' notice before the service
 * ends "by in-app notice, an announcement in the Service, SMS or e-mail"; a material change of the
 * policy by "a prominent in-app notice" (and e-mail, which we do not hold); replies in the app
 * (docs/decisions.md, "Which notices go by SMS").
 */
export const SMS_NOTICE_KINDS: readonly NoticeKind[] = ['serviceEnding', 'accountClosing'];

export const noticeSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTICE_KINDS),
  /** In the reader's language. */
  title: z.string(),
  body: z.string(),
  created_at: z.string(),
  read: z.boolean(),
  /** Where the notice leads in the app (the changed document, the request), or null. */
  link: z.string().nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;
export const noticeListSchema = z.object({ items: z.array(noticeSchema), unread: z.number().int() });
export type NoticeList = z.infer<typeof noticeListSchema>;
/** POST: mark notices read (the ids the member saw). */
export const noticeReadSchema = z.object({ ids: z.array(idSchema).min(1).max(50) }).strict();
export const noticeReadResultSchema = z.object({ unread: z.number().int() });

/** Operator: the 30 days' notice before the service ends (everyone) or an account is closed (one member). */
export const adminNoticeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('serviceEnding'), title: localizedSchema, body: localizedSchema }).strict(),
  z.object({ kind: z.literal('accountClosing'), user_id: idSchema, title: localizedSchema, body: localizedSchema }).strict(),
]);
export type AdminNotice = z.infer<typeof adminNoticeSchema>;
export const adminNoticeResultSchema = z.object({ id: z.string() });

// ------------------------------------------------------------------------------ rights requests

/** PIPL Art. 45 (access, a copy), 46 (correction), 47 (deletion); a complaint about our handling. */
export const RIGHTS_REQUEST_KINDS = ['access', 'correction', 'deletion', 'complaint'] as const;
export type RightsRequestKind = (typeof RIGHTS_REQUEST_KINDS)[number];
export const RIGHTS_REQUEST_STATES = ['open', 'answered', 'refused'] as const;
export type RightsRequestState = (typeof RIGHTS_REQUEST_STATES)[number];
/** Working days to answer (docs/privacy.md, "Rights requests"). */
export const RIGHTS_REQUEST_WORKING_DAYS = 15;
/** Open requests a member may have at once (the rest answer 40976). */
export const RIGHTS_REQUESTS_OPEN_MAX = 5;

const requestText = multilineText().trim().min(1).max(2000);

export const rightsRequestBodySchema = z.object({ kind: z.enum(RIGHTS_REQUEST_KINDS), text: requestText }).strict();
export type RightsRequestBody = z.infer<typeof rightsRequestBodySchema>;

export const rightsRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(RIGHTS_REQUEST_KINDS),
  text: z.string(),
  state: z.enum(RIGHTS_REQUEST_STATES),
  created_at: z.string(),
  /** yyyy-mm-dd, Beijing time: the 15th working day after the request. */
  due_on: z.string(),
  /** The reply, or the reason of a refusal; null while open. */
  reply: z.string().nullable(),
  answered_at: z.string().nullable(),
});
export type RightsRequest = z.infer<typeof rightsRequestSchema>;
export const myRightsRequestsSchema = z.object({ items: z.array(rightsRequestSchema) });
export type MyRightsRequests = z.infer<typeof myRightsRequestsSchema>;

/** The console's queue: open requests, earliest deadline first. */
export const queuedRightsRequestSchema = rightsRequestSchema.extend({
  user_id: z.string(),
  phone: z.string().nullable(),
  overdue: z.boolean(),
});
export type QueuedRightsRequest = z.infer<typeof queuedRightsRequestSchema>;
export const rightsQueueSchema = z.object({ items: z.array(queuedRightsRequestSchema) });
export type RightsQueue = z.infer<typeof rightsQueueSchema>;

/** Answer (the reply becomes a notice to the member) or refuse with a reason (PIPL Art. 50). */
export const rightsAnswerSchema = z
  .object({ request_id: idSchema, outcome: z.enum(['answered', 'refused']), reply: requestText })
  .strict();
export type RightsAnswer = z.infer<typeof rightsAnswerSchema>;
export const rightsAnswerResultSchema = z.object({ id: z.string(), state: z.enum(RIGHTS_REQUEST_STATES), notice_id: z.string() });
