/**
 * Building blocks of every request schema. Whatever a client sends must fit what the database can
 * store before it gets there: PostgreSQL refuses NUL in text and jsonb, lone UTF-16 surrogates in
 * jsonb, integers past their column's width and timestamps it cannot parse, and each of those
 * refusals would otherwise surface as a 500. Here they are a 400 with the field named.
 */
import { z } from 'zod';

/* eslint-disable no-control-regex -- finding control characters is what these patterns are for */
/** C0 controls, DEL and C1 controls (Unicode category Cc). */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same minus tab, line feed and carriage return, for texts where line breaks are legitimate. */
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` holds a control character (Cc), line breaks included. */
export function hasControlCharacter(value: string): boolean {
  return CONTROL.test(value);
}

export const NO_CONTROL_MESSAGE = 'must not contain control characters';
export const WELL_FORMED_MESSAGE = 'must be well-formed Unicode text';

/**
 * One line of text: no control characters at all (NUL included) and no lone surrogates. Chain
 * `.trim()`, `.min()`, `.max()` as usual; refinements run on the trimmed value.
 */
export function plainText() {
  return z
    .string()
    .refine((v) => !CONTROL.test(v), NO_CONTROL_MESSAGE)
    .refine((v) => !LONE_SURROGATE.test(v), WELL_FORMED_MESSAGE);
}

/** The longest text a console list's search box sends (docs/operator-console.md). */
export const CONSOLE_SEARCH_MAX = 64;

/**
 * A console list's `q` (exhibitions aside, which have their own): one line, trimmed, at most
 * CONSOLE_SEARCH_MAX characters; a control character (NUL included) is the usual 400.
 */
export function consoleSearch() {
  return plainText().trim().max(CONSOLE_SEARCH_MAX).optional();
}

/** Text where line breaks and tabs are legitimate (rich text, usage rules, paragraphs). */
export function multilineText() {
  return z
    .string()
    .refine((v) => !CONTROL_EXCEPT_LINE_BREAKS.test(v), NO_CONTROL_MESSAGE)
    .refine((v) => !LONE_SURROGATE.test(v), WELL_FORMED_MESSAGE);
}

/** Bidirectional embeddings, overrides and isolates, and the directional marks. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;
/** Characters that break a line; in a one-line name they become a space. */
const LINE_BREAKING = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
const ALL_CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
/* eslint-enable no-control-regex */
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/**
 * A name other people read: bidi overrides and isolates (which can make "Admin‮txt.exe" read
 * backwards), directional marks, control characters and lone surrogates are removed, line breaks
 * become spaces, and the result is trimmed. Emoji (with their joiners) and CJK are kept.
 */
export function cleanDisplayName(value: string): string {
  return value
    .replace(LINE_BREAKING, ' ')
    .replace(ALL_CONTROLS, '')
    .replace(BIDI_CONTROLS, '')
    .replace(LONE_SURROGATES, '')
    .trim();
}

/** Length in Unicode code points, so an emoji counts once rather than as two UTF-16 units. */
export function codePointLength(value: string): number {
  return Array.from(value).length;
}

/** PostgreSQL bigint (the snowflake ids of users, coupons). */
export const MAX_ID = 9_223_372_036_854_775_807n;
/** PostgreSQL integer (serial ids such as coupon templates, brand ids, sort orders). */
export const MAX_INT4 = 2_147_483_647;
export const MIN_INT4 = -2_147_483_648;

const DECIMAL_ID = /^[1-9]\d{0,18}$/;

/** A bigint id a client sends as a decimal string: 1..2^63-1, no sign, no leading zero. */
export const idSchema = z
  .string()
  .regex(DECIMAL_ID, 'must be a decimal id')
  // zod runs refinements even after the regex failed, so guard the BigInt conversion.
  .refine((v) => !DECIMAL_ID.test(v) || BigInt(v) <= MAX_ID, 'id out of range');

/** A bigint id sent either as a string or, by older clients, as a JSON number (within 2^53). */
export const idOrNumberSchema = z.union([idSchema, z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).transform(String)]);

/** An id of an integer (int4) column, e.g. a coupon template: 1..2^31-1. */
export const int4IdSchema = z.number().int().min(1).max(MAX_INT4);

/** Any value of an integer (int4) column, e.g. a sort order. */
export const int4Schema = z.number().int().min(MIN_INT4).max(MAX_INT4);

/**
 * The latest instant a timestamp in a cursor may name: 9999-12-31T23:59:59.999Z. Beyond it
 * `Date.toISOString()` writes a six-digit signed year that PostgreSQL cannot parse.
 */
export const MAX_CURSOR_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

export interface ListPosition {
  at: Date;
  id: bigint;
}

const BASE64URL = /^[A-Za-z0-9_-]{1,200}$/;
const POSITION = /^(\d{1,15}):([1-9]\d{0,18})$/;

function base64UrlToText(value: string): string | null {
  if (!BASE64URL.test(value) || value.length % 4 === 1) return null;
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (value.length % 4)) % 4);
  try {
    const binary = atob(base64);
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

function textToBase64Url(text: string): string {
  const binary = String.fromCharCode(...new TextEncoder().encode(text));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The cursor of a list ordered by (time, id) descending: base64url of "<epoch ms>:<id>". */
export function encodeListCursor(position: ListPosition): string {
  return textToBase64Url(`${position.at.getTime()}:${position.id}`);
}

/** The position a cursor names, or null when it is not one the database can compare against. */
export function decodeListCursor(cursor: string): ListPosition | null {
  const text = base64UrlToText(cursor);
  const match = text === null ? null : POSITION.exec(text);
  if (!match) return null;
  const ms = Number(match[1]);
  const id = BigInt(match[2]!);
  if (ms > MAX_CURSOR_TIME || id > MAX_ID) return null;
  return { at: new Date(ms), id };
}

/** A list cursor as a query parameter: refused (400) unless it decodes to a valid position. */
export const listCursorSchema = z.string().refine((v) => decodeListCursor(v) !== null, 'invalid cursor');
