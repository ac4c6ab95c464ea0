/** Split out: only the answers that carry 64-bit ids (spec's "custom parser") need it. */
export { parseLosslessJson } from '@culture/protocol';
