import { describe, expect, it } from 'vitest';
import { isServiceOutage } from './service-outage.js';

const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });

describe('isServiceOutage', () => {
  it('recognises refused or lost connections of pg and ioredis, wrapped or not', () => {
    expect(isServiceOutage(wrapped(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })))).toBe(true);
    expect(
      isServiceOutage(wrapped(Object.assign(new Error('terminating connection'), { code: '57P01', severity: 'FATAL' }))),
    ).toBe(true);
    expect(isServiceOutage(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isServiceOutage(
        Object.assign(new Error('Reached the max retries per request limit (which is 2).'), {
          name: 'MaxRetriesPerRequestError',
        }),
      ),
    ).toBe(true);
    expect(isServiceOutage(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toBe(true);
  });

  it('leaves our own faults and the client’s mistakes alone', () => {
    expect(isServiceOutage(new TypeError('cannot read properties of undefined'))).toBe(false);
    expect(isServiceOutage(wrapped(Object.assign(new Error('duplicate key'), { code: '23505', severity: 'ERROR' })))).toBe(false);
    expect(isServiceOutage(wrapped(Object.assign(new Error('syntax error'), { code: '42601', severity: 'ERROR' })))).toBe(false);
    expect(isServiceOutage(null)).toBe(false);
  });
});
