/** Who makes an operator call: a signed-in operator, an API key, or the legacy ADMIN_TOKEN. */
import type { OpsPermission } from '@culture/protocol';

export type OpsActor =
  | { kind: 'operator'; id: number; login: string; permissions: readonly OpsPermission[]; sessionHash: Buffer }
  | { kind: 'key'; id: number; name: string; permissions: readonly OpsPermission[] }
  | { kind: 'admin-token'; permissions: readonly OpsPermission[] };

/** The audit log's actor column: `operator:<id>`, `key:<id>`, `key:admin-token`. */
export function actorId(actor: OpsActor): string {
  if (actor.kind === 'operator') return `operator:${actor.id}`;
  if (actor.kind === 'key') return `key:${actor.id}`;
  return 'key:admin-token';
}

export function actorName(actor: OpsActor): string {
  if (actor.kind === 'operator') return actor.login;
  if (actor.kind === 'key') return actor.name;
  return 'ADMIN_TOKEN';
}
