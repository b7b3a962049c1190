import { describe, expect, it } from 'vitest';
import { ANALYTICS_LIMITS, AnalyticsBatch } from './analytics.ts';

const event = (overrides: Record<string, unknown> = {}) => ({
  event: 'page_view',
  timestamp: '2026-03-01T12:00:00.000Z',
  session_id: 'sess_0123456789',
  anonymous_id: 'anon_0123456789',
  path: '/app/projects',
  properties: { title: 'Projects', count: 3, first: true, note: null },
  ...overrides,
});

const issues = (body: unknown) => {
  const r = AnalyticsBatch.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('AnalyticsBatch', () => {
  it('accepts a batch of up to 20 well-formed events', () => {
    expect(issues({ events: [event()] })).toEqual([]);
    expect(
      issues({ events: Array.from({ length: ANALYTICS_LIMITS.maxBatch }, () => event()) }),
    ).toEqual([]);
  });

  it('refuses an empty batch and one of 21 events', () => {
    expect(issues({ events: [] })).toEqual(['events: send at least one event']);
    expect(issues({ events: Array.from({ length: 21 }, () => event()) })).toEqual([
      'events: at most 20 events per batch',
    ]);
  });

  it('refuses bad names, ids and timestamps', () => {
    expect(issues({ events: [event({ event: '<script>' })] })[0]).toMatch(
      /^events\.0\.event: must be/,
    );
    expect(issues({ events: [event({ event: 'x'.repeat(65) })] })).toHaveLength(1);
    expect(issues({ events: [event({ session_id: 'short' })] })[0]).toMatch(
      /^events\.0\.session_id/,
    );
    expect(issues({ events: [event({ timestamp: 'yesterday' })] })[0]).toMatch(
      /^events\.0\.timestamp/,
    );
  });

  it('bounds properties: count, key length, text length, value types', () => {
    const many = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, i]));
    expect(issues({ events: [event({ properties: many })] })).toEqual([
      'events.0.properties: at most 30 properties per event',
    ]);
    expect(issues({ events: [event({ properties: { ['k'.repeat(65)]: 1 } })] })).toHaveLength(1);
    expect(issues({ events: [event({ properties: { t: 'x'.repeat(501) } })] })).toHaveLength(1);
    expect(issues({ events: [event({ properties: { nested: { a: 1 } } })] })).toHaveLength(1);
  });
});
