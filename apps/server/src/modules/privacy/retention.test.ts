/**
 * docs/privacy.md's retention table and modules/privacy/retention.ts say the same: every key in
 * both, each with the same period and the same enforcer.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeRetention, RETENTION, retentionMs } from './retention.js';

const doc = readFileSync(new URL('../../../../../docs/privacy.md', import.meta.url), 'utf8');

function retentionTable(): Map<string, { kept: string; by: string }> {
  const section = doc.slice(doc.indexOf('\n## Retention\n'), doc.indexOf('\n## ', doc.indexOf('\n## Retention\n') + 1));
  const table = new Map<string, { kept: string; by: string }>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const key = /^`(\w+)`$/.exec(cells[2] ?? '')?.[1];
    if (key) table.set(key, { kept: cells[3]!, by: cells[4]! });
  }
  return table;
}

describe('retention periods', () => {
  it('docs/privacy.md lists every period the code has, with the same length and enforcer', () => {
    const table = retentionTable();
    expect([...table.keys()].sort()).toEqual(Object.keys(RETENTION).sort());
    for (const [key, period] of Object.entries(RETENTION)) {
      expect({ key, ...table.get(key) }).toEqual({ key, kept: describeRetention(period), by: period.enforcedBy });
    }
  });

  it('describes and measures periods as the table writes them', () => {
    expect(describeRetention(RETENTION.consentEvidence)).toBe('3 years after account end');
    expect(describeRetention(RETENTION.smsCodes)).toBe('1 hour after expiry');
    expect(describeRetention(RETENTION.sessions)).toBe('until expiry');
    // Long years: three of them are never shorter than three calendar years.
    expect(retentionMs(RETENTION.consentEvidence)).toBeGreaterThanOrEqual(Date.UTC(2029, 1, 29) - Date.UTC(2026, 1, 28));
    expect(retentionMs(RETENTION.hallVisits)).toBe(90 * 86_400_000);
  });
});
