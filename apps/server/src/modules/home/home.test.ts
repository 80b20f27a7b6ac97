import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeStats } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { lastDays } from './home.commands.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const statsOf = async (account: string) => (await t.call<HomeStats>('main', 'getHomeStats', {}, await t.login(account))).body;
const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

describe('getHomeStats', () => {
  it("counts the carrier's orders per status and per day over 31 days, and lists the segments running low", async () => {
    const stats = await statsOf('demoadmin');
    expect(sum(stats.statusCounts)).toBe(120);
    expect(Object.values(stats.statusCounts).every((n) => n > 0)).toBe(true);
    expect(stats.daily).toHaveLength(31);
    expect(stats.daily.reduce((a, d) => a + d.count, 0)).toBe(120);
    expect(stats.lowSegments.map((s) => s.channelCode)).toEqual(['HY-US-AIR']);
  });

  it('shows a cargo owner its own orders only, and no segments', async () => {
    const stats = await statsOf('demoowner');
    expect(sum(stats.statusCounts)).toBeGreaterThan(0);
    expect(sum(stats.statusCounts)).toBeLessThan(120);
    expect(stats.lowSegments).toEqual([]);
  });
});

describe('lastDays', () => {
  it('answers 31 dates ending today, oldest first, across a month end', () => {
    const days = lastDays(new Date('2026-03-02T10:00:00Z'));
    expect(days).toHaveLength(31);
    expect(days[0]).toBe('2026-01-31');
    expect(days.at(-1)).toBe('2026-03-02');
  });
});
