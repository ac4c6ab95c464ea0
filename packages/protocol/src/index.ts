/** Public surface of the wire contract. */
export * from './payload/aes-envelope.js';
export * from './http/headers.js';
export * from './http/response.js';
export * from './http/response-schemas.js';
export * from './errors/catalogue.js';
export * from './i18n/locales.js';
export * from './json/lossless.js';
export * from './constants.js';
export * from './routes.js';
export * from './api/paths.js';
export * from './api/auth.js';
export * from './api/health.js';
export * from './api/me.js';
export * from './phone/country-codes.js';
export * from './api/coupons.js';
export * from './api/content.js';
