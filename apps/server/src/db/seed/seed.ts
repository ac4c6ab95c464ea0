/** Idempotent demo seed: inserts missing rows by slug and never touches existing ones. */
import type { Database } from '../client.js';
import { badges, couponTemplates, projects } from '../schema.js';
import { demoBadges, demoCouponTemplates, demoProjects } from './demo-content.js';

export interface SeedReport {
  projects: number;
  badges: number;
  couponTemplates: number;
}

export async function seedDemoContent(db: Database): Promise<SeedReport> {
  const insertedProjects = await db.insert(projects).values(demoProjects).onConflictDoNothing({ target: projects.slug }).returning({ id: projects.id });
  const insertedBadges = await db.insert(badges).values(demoBadges).onConflictDoNothing({ target: badges.slug }).returning({ id: badges.id });
  const insertedTemplates = await db
    .insert(couponTemplates)
    .values(demoCouponTemplates)
    .onConflictDoNothing({ target: couponTemplates.slug })
    .returning({ id: couponTemplates.id });
  return { projects: insertedProjects.length, badges: insertedBadges.length, couponTemplates: insertedTemplates.length };
}
