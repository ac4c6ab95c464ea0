/**
 * The one Postgres schema of the app, one file per domain under schema/. PGlite (embedded) and
 * PostgreSQL run the same migrations, generated from this file by drizzle-kit into ../../drizzle.
 */
export * from './schema/columns.js';
export * from './schema/accounts.js';
export * from './schema/content.js';
export * from './schema/badges.js';
export * from './schema/event-signups.js';
export * from './schema/coupons.js';
export * from './schema/wallets.js';
export * from './schema/health.js';
export * from './schema/messaging.js';
export * from './schema/wechat.js';
export * from './schema/pass.js';
export * from './schema/world.js';
export * from './schema/payments.js';
export * from './schema/operators.js';
export * from './schema/consent.js';
export * from './schema/guardians.js';
export * from './schema/privacy.js';
export * from './schema/support.js';
export * from './schema/notices.js';
