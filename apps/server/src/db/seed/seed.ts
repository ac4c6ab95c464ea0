/**
 * Idempotent demo seed: inserts missing rows by slug and never touches existing ones, except to
 * give a demo coupon template that has no translations yet (written before templates had them)
 * its traditional-Chinese and English texts, and a brand whose benefits still carry a written
 * status the sources its demo benefits stand on (brand-sources.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { brandEquities, contentPages, couponTemplates } from '../schema.js';
import { seedBadgeEvents } from './badge-events.js';
import { linkLegacyBrandSources } from './brand-sources.js';
import { seedEventSessions } from './event-sessions.js';
import { seedShopProducts } from './shop-products.js';
import { seedWorld } from './vr-world.js';
import { brands } from './content/brands/index.js';
import { pages } from './content/pages/index.js';
import { demoCouponTemplates } from './demo-content.js';

export interface SeedReport {
  pages: number;
  brands: number;
  /** Stored brands whose benefits carried a written status and now name what stands behind them. */
  brandSources: number;
  /** Badge events: the lantern badge and the venue check-in badge. */
  badgeEvents: number;
  couponTemplates: number;
  /** Event sessions (the garden tour, the workshop) added because none was still to come. */
  eventSessions: number;
  /** Demo templates from before translations that were given theirs. */
  couponTemplateTranslations: number;
  /** Official exhibitions of the virtual world inserted. */
  vrExhibitions: number;
  /** Official dresses inserted or brought up to date with the generated assets. */
  vrDresses: number;
  /** Shop products (docs/payments.md) inserted because they were missing. */
  shopProducts: number;
}

export async function seedDemoContent(db: Database, nowMs = Date.now()): Promise<SeedReport> {
  const insertedPages = await db
    .insert(contentPages)
    .values(
      pages.map((page) => ({
        slug: page.slug,
        route: page.route,
        trending: page.trending,
        sortOrder: page.sortOrder,
        document: page,
      })),
    )
    .onConflictDoNothing({ target: contentPages.slug })
    .returning({ slug: contentPages.slug });
  const insertedBrands = await db
    .insert(brandEquities)
    .values(brands.map((brand) => ({ id: brand.id, sortOrder: brand.sortOrder, document: brand })))
    .onConflictDoNothing({ target: brandEquities.id })
    .returning({ id: brandEquities.id });
  const linkedBrands = await linkLegacyBrandSources(db);
  const insertedBadgeEvents = await seedBadgeEvents(db);
  const insertedSessions = await seedEventSessions(db, nowMs);
  const world = await seedWorld(db);
  const insertedProducts = await seedShopProducts(db);
  const insertedTemplates = await db
    .insert(couponTemplates)
    .values(demoCouponTemplates)
    .onConflictDoNothing({ target: couponTemplates.slug })
    .returning({ id: couponTemplates.id });
  let translated = 0;
  for (const template of demoCouponTemplates) {
    const updated = await db
      .update(couponTemplates)
      .set({ translations: template.translations })
      .where(and(eq(couponTemplates.slug, template.slug), sql`${couponTemplates.translations} = '{}'::jsonb`))
      .returning({ id: couponTemplates.id });
    translated += updated.length;
  }
  return {
    pages: insertedPages.length,
    brands: insertedBrands.length,
    brandSources: linkedBrands,
    badgeEvents: insertedBadgeEvents,
    couponTemplates: insertedTemplates.length,
    eventSessions: insertedSessions,
    couponTemplateTranslations: translated,
    vrExhibitions: world.exhibitions,
    vrDresses: world.dresses,
    shopProducts: insertedProducts,
  };
}
