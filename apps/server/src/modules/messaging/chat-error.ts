/**
 * The socket's refusals: each is an entry of the protocol's error catalogue (its status, its code
 * and its texts in every language) plus the short English reason the frame's `message` has always
 * carried (the web and older clients read it, e.g. "blocked"). The answer's body is
 * `{"code","message"}` (docs/messaging-socket.md).
 */
import { ERRORS } from '@culture/protocol';

/** The frame's reason for each refusal: the socket's wire spelling, kept as it was. */
const REASONS = {
  chatNotMember: 'not a member',
  chatBlocked: 'blocked',
  chatMuted: 'muted',
  chatPeerGone: 'account gone',
  chatNotAllowed: 'not allowed',
  chatNoPlace: 'no place in this group',
  chatNotJoined: 'not in that group',
  chatNotJoinedQuit: 'not in that group',
  chatNotYourItem: 'not your item',
  chatSelfConversation: 'cannot talk to yourself',
  chatNotGroup: 'not a group',
  chatNoConversation: 'no such conversation',
  chatNoUser: 'no such user',
  chatNoInvitation: 'no such invitation',
  chatItemTaken: 'item taken',
  chatTooLarge: 'content too large',
  chatSendingTooFast: 'sending too fast',
  chatJoiningTooFast: 'joining too fast',
  chatInviteRefused: ERRORS.chatInviteRefused.texts['en-US'],
  guardianConsentRequired: 'a guardian must agree first',
} as const;

export type ChatRefusal = keyof typeof REASONS;

/** A refusal the socket answers with its catalogue status, reason and code. */
export class ChatError extends Error {
  readonly status: number;
  /** The catalogue code the client shows in its language. */
  readonly code: number;

  constructor(
    readonly refusal: ChatRefusal,
    /** A more precise reason than the usual one (e.g. which field is too large). */
    reason: string = REASONS[refusal],
  ) {
    super(reason);
    this.status = ERRORS[refusal].httpStatus;
    this.code = ERRORS[refusal].code;
  }
}
