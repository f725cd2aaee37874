import { describe, expect, it } from 'vitest';
import { isSessionAlert, sessionCounters } from './session-counters';

describe('the security monitor counters (docs/product.md#monitor)', () => {
  it('counts a user with more than one session as an alert, never one with a single session', () => {
    expect(isSessionAlert({ sessionCount: 1 })).toBe(false);
    expect(isSessionAlert({ sessionCount: 2 })).toBe(true);
    expect(sessionCounters([{ sessionCount: 1 }])).toEqual({ activeUsers: 1, totalSessions: 1, alerts: 0 });
    expect(sessionCounters([{ sessionCount: 2 }, { sessionCount: 1 }, { sessionCount: 1 }])).toEqual({ activeUsers: 3, totalSessions: 4, alerts: 1 });
    expect(sessionCounters([])).toEqual({ activeUsers: 0, totalSessions: 0, alerts: 0 });
  });
});
