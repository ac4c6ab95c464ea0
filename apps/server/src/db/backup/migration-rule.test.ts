/**
 * Migrations a running fleet survives (docs/operations.md "Migrations a running fleet survives"):
 * during a rolling deploy the previous release still runs against the migrated schema, so a
 * migration may only add (expand); removing or changing what the previous release reads or writes
 * (contract) waits for a later release. This scans every migration for statements that break that
 * and fails on any not listed below with the reason it is safe.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../client.js';

/** Statements that can break the release before: what they match, and why. */
const DESTRUCTIVE: Array<[RegExp, string]> = [
  [/\bdrop\s+table\b/i, 'drops a table the previous release may read'],
  [/\bdrop\s+column\b/i, 'drops a column the previous release may read or write'],
  [/\brename\s+(column\s+)?("[^"]+"|\w+)\s+to\b|\brename\s+to\b/i, 'renames what the previous release names'],
  [/\balter\s+column\s+("[^"]+"|\w+)\s+(set\s+data\s+)?type\b/i, 'changes a column type under the previous release'],
  [/\balter\s+column\s+("[^"]+"|\w+)\s+set\s+not\s+null\b/i, 'makes a column required that the previous release may leave empty'],
  [
    /\badd\s+column\b(?![^;]*\bdefault\b)[^;]*\bnot\s+null\b/i,
    'adds a required column without a default: the previous release inserts without it',
  ],
];

/**
 * Contract steps already taken, by file and statement start, with why they were safe. A new entry
 * must say which earlier release stopped using what the statement removes.
 */
const ALLOWED: Record<string, string> = {
  // Both dropped a table in the same release that stopped reading it, before the app ran as a
  // fleet: no previous release was serving while they ran. From now on a drop waits a release.
  '0002_drop_projects.sql: DROP TABLE "projects"': 'before the first fleet deploy (see docs/operations.md)',
  '0010_drop_placeholder_badges.sql: DROP TABLE "badges"': 'before the first fleet deploy (see docs/operations.md)',
};

function destructiveStatements(folder: string): Array<{ key: string; reason: string }> {
  const found: Array<{ key: string; reason: string }> = [];
  for (const file of fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    const text = fs.readFileSync(path.join(folder, file), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) {
      const trimmed = statement.replace(/--[^\n]*\n/g, '').trim();
      const hit = DESTRUCTIVE.find(([pattern]) => pattern.test(trimmed));
      if (hit) found.push({ key: `${file}: ${trimmed.split(/\s+/).slice(0, 3).join(' ')}`, reason: hit[1] });
    }
  }
  return found;
}

describe('migrations follow expand, then contract', () => {
  it('has no destructive statement without an entry saying why it is safe', () => {
    const unexplained = destructiveStatements(MIGRATIONS_DIR).filter((hit) => !(hit.key in ALLOWED));
    expect(unexplained).toEqual([]);
  });

  it('finds the statements that break the rule', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rule-test-'));
    try {
      fs.writeFileSync(
        path.join(dir, '9999_bad.sql'),
        [
          'ALTER TABLE "users" DROP COLUMN "nickname";',
          'ALTER TABLE "users" RENAME COLUMN "a" TO "b";',
          'ALTER TABLE "users" ALTER COLUMN "a" SET DATA TYPE bigint;',
          'ALTER TABLE "users" ALTER COLUMN "a" SET NOT NULL;',
          'ALTER TABLE "users" ADD COLUMN "c" text NOT NULL;',
          'ALTER TABLE "users" ADD COLUMN "d" text DEFAULT \'\' NOT NULL;',
          'ALTER TABLE "users" ADD COLUMN "e" text;',
        ].join('--> statement-breakpoint\n'),
      );
      expect(destructiveStatements(dir).map((hit) => hit.reason)).toEqual([
        'drops a column the previous release may read or write',
        'renames what the previous release names',
        'changes a column type under the previous release',
        'makes a column required that the previous release may leave empty',
        'adds a required column without a default: the previous release inserts without it',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
