/**
 * A socket route: how its body is read (a zod schema for JSON bodies, or raw bytes for protobuf
 * ones) and what answers it. Adding a route is adding an entry to one of the tables in this folder.
 */
import type { z } from 'zod';
import type { Connection } from '../connection.js';
import type { MessagingContext } from '../context.js';
import { json } from '../presenters.js';

export type Answer = { status: number; body?: Uint8Array; message?: string };

/** A malformed request: 400 with the reason (the client's fault, not a refusal a person reads). */
export class BadRequest extends Error {}

export interface Call<B> {
  ctx: MessagingContext;
  connection: Connection;
  userId: bigint;
  body: B;
  /** Writes an answer now (a send answers from the connection's queue and returns null). */
  respond: (answer: Answer) => void;
}

export interface Route {
  read(body: Uint8Array | undefined): unknown;
  run(call: Call<unknown>): Promise<Answer | null>;
  /** Runs after the connection's previous `inOrder` request (instant groups: a quit before its rejoin). */
  inOrder?: boolean;
}

export const ok = (value?: unknown): Answer => ({ status: 200, body: value === undefined ? undefined : json(value) });

function readJson<S extends z.ZodType>(schema: S, body: Uint8Array | undefined): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(body ?? []).toString('utf8'));
  } catch {
    throw new BadRequest('body is not JSON');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new BadRequest(parsed.error.issues[0]?.message ?? 'invalid body');
  return parsed.data;
}

/** A route whose body is JSON checked by `schema`. */
export function jsonRoute<S extends z.ZodType>(
  schema: S,
  run: (call: Call<z.output<S>>) => Promise<Answer | null>,
  options: { inOrder?: boolean } = {},
): Route {
  return { read: (body) => readJson(schema, body), run: run as Route['run'], ...options };
}

/** A route that reads its body itself (protobuf) or has none. */
export function rawRoute(run: (call: Call<Uint8Array | undefined>) => Promise<Answer | null>): Route {
  return { read: (body) => body, run: run as Route['run'] };
}

/** The table key of a request. */
export const routeKey = (verb: string, path: string) => `${verb.toUpperCase()} ${path}`;
