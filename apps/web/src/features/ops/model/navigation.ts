/**
 * The console's sections (the issue's "What it manages") and the permission each needs. The side
 * navigation shows a section only when it is built and the operator's permissions allow it; the
 * server checks the same permission on every call, so hiding is a courtesy, not the guard.
 */
import type { OpsPermission } from '@culture/protocol';

export const OPS_SECTIONS = [
  { key: 'dashboard', permission: 'dashboard.read', built: true },
  { key: 'operators', permission: 'operators.manage', built: true },
  { key: 'apiKeys', permission: 'apiKeys.manage', built: true },
  { key: 'audit', permission: 'audit.read', built: true },
  { key: 'content', permission: 'content.edit', built: true },
  { key: 'coupons', permission: 'coupons.manage', built: true },
  { key: 'events', permission: 'events.manage', built: true },
  { key: 'world', permission: 'world.manage', built: true },
  { key: 'members', permission: 'members.read', built: true },
  { key: 'orders', permission: 'orders.manage', built: true },
] as const satisfies ReadonlyArray<{ key: string; permission: OpsPermission; built: boolean }>;

export type OpsSectionKey = (typeof OPS_SECTIONS)[number]['key'];

/** The sections this operator sees, in navigation order. */
export function visibleSections(
  permissions: readonly OpsPermission[],
  sections: ReadonlyArray<{ key: OpsSectionKey; permission: OpsPermission; built: boolean }> = OPS_SECTIONS,
): OpsSectionKey[] {
  const held = new Set(permissions);
  return sections.filter((section) => section.built && held.has(section.permission)).map((section) => section.key);
}

/** The URL segment of each section (`/ops/<segment>`). */
export function sectionPath(key: OpsSectionKey): string {
  return `/ops/${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** Where to go after signing in: the page asked for if the operator may see it, else the first section. */
export function landingPath(returnTo: string | null, permissions: readonly OpsPermission[]): string | null {
  const visible = visibleSections(permissions);
  if (returnTo && visible.some((key) => sectionPath(key) === returnTo)) return returnTo;
  return visible.length > 0 ? sectionPath(visible[0]!) : null;
}
