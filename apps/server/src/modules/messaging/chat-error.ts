/** A refusal the socket answers with its status (and a catalogue code when a person reads it). */
export class ChatError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The catalogue code the client shows in its language (README "Messaging socket"). */
    readonly code?: number,
  ) {
    super(message);
  }
}
