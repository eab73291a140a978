import { describe, expect, it } from 'vitest';
import { insightHash, isInsightHash, parseInsightHash } from '../../../src/renderer/insight/routes';

describe('insight addresses', () => {
  it('round-trip every screen and fall back to the log browser', () => {
    const routes = [
      { name: 'logs' },
      { name: 'stats' },
      { name: 'log', matchId: '20261130-100000-0000000a' },
      { name: 'replay', matchId: '20261130-100000-0000000a', at: null },
      { name: 'replay', matchId: '20261130-100000-0000000a', at: 7 },
    ] as const;
    for (const r of routes) expect(parseInsightHash(insightHash(r))).toEqual(r);
    expect(parseInsightHash('#/insight/whatever')).toEqual({ name: 'logs' });
    expect(isInsightHash('#/match/x')).toBe(false);
    expect(isInsightHash('#/insight/stats')).toBe(true);
  });
});
