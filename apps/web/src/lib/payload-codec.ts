/** Split out so the AES code is fetched with the first POST rather than on first paint. */
export { sealPayload } from '@culture/protocol';
