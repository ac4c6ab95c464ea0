import { describe, expect, it } from 'vitest';
import { auditQuery, NO_FILTERS } from './audit-filters';

describe('the audit log filters', () => {
  it('sends only the fields given, trimmed', () => {
    expect(auditQuery(NO_FILTERS)).toEqual({});
    expect(auditQuery({ ...NO_FILTERS, actor: ' operator:1 ', action: 'operator.create', target: '  ' })).toEqual({
      actor: 'operator:1',
      action: 'operator.create',
    });
  });

  it('turns local times into ISO instants and leaves out what is not a time', () => {
    const from = '2026-11-27T09:30';
    expect(auditQuery({ ...NO_FILTERS, from, to: 'yesterday' })).toEqual({ from: new Date(from).toISOString() });
    expect(auditQuery({ ...NO_FILTERS, from: '2026-13-45T99:99', to: '' })).toEqual({});
  });
});
