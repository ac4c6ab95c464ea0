/**
 * Operator content (pages, brands) is public and the same for everyone reading the same language,
 * so shared caches may keep it a minute and serve it stale while they refresh. Call it only on
 * success: an error (a page or brand not yet created) must not sit in caches.
 */
import type { FastifyReply } from 'fastify';

export function cachePublicly(reply: FastifyReply): void {
  reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=600').header('vary', 'language');
}
