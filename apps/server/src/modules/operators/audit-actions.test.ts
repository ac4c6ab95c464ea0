/**
 * OPS_AUDIT_ACTIONS (the console's action filter and its labels) knows every action the server
 * writes: each `action: '…'` literal in the modules' code and each action of the docs' "What is
 * audited" table. Actions of other logs (privacy's cancellations and exports) are left out by name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPS_AUDIT_ACTIONS } from '@culture/protocol';

const MODULES = path.resolve(import.meta.dirname, '..');
const NOT_OPERATOR_AUDIT = /^(cancellation|export)\./;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the known audit actions', () => {
  const known = new Set<string>(OPS_AUDIT_ACTIONS);

  it('include every action literal the modules write', () => {
    const written = new Set<string>();
    for (const file of sources(MODULES)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/action: '([a-z-]+\.[a-z-]+)'/g)) written.add(match[1]!);
      for (const match of readFileSync(file, 'utf8').matchAll(/'(operator\.[a-z-]+)'/g)) written.add(match[1]!);
    }
    const missing = [...written].filter((action) => !NOT_OPERATOR_AUDIT.test(action) && !known.has(action));
    expect(written.size).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it("include every action of the docs' table", () => {
    const doc = readFileSync(path.resolve(MODULES, '../../../../docs/operator-console.md'), 'utf8');
    const table = doc.split('### What is audited')[1]!.split('\n## ')[0]!;
    const actions = table
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...(line.split('|')[2] ?? '').matchAll(/`([a-z-]+\.[a-z-]+)`/g)].map((m) => m[1]!));
    expect(actions.length).toBeGreaterThan(20);
    expect(actions.filter((action) => !known.has(action))).toEqual([]);
  });
});
