/**
 * Migration of Tech Exchange logs written before the trading clock waited
 * for the operator's start (the startClock action, 1 December 2026). Then
 * the clock ran from the opening of each trading phase and the operator
 * only paused and resumed it, so such a log pauses a clock the current rules
 * see as never started, which they refuse. Read here: in a match started
 * before startClock existed whose log has no startClock, each pause is
 * marked `impliedStart` (the clock is taken as started at its first pause or
 * resume: a pause there starts and pauses it at once, a resume starts it).
 * Any other log is read strictly: a mark found in it is dropped, so a pause
 * without a start is refused as ever (docs/log-format.md, Migrations).
 */
import type { MatchConfig } from '../core/game';
import type { LogEvent } from '../core/log';

/** When the startClock action came (the commit that added it): no match started earlier can hold one. */
export const START_CLOCK_SINCE = Date.UTC(2026, 11, 1, 16, 25, 2);

const typeOf = (action: unknown): unknown =>
  typeof action === 'object' && action !== null && !Array.isArray(action) ? (action as { type?: unknown }).type : undefined;

/** True for a log written before startClock existed: the match started earlier and no event starts a clock. */
export function fromBeforeStartClock(config: MatchConfig, events: readonly LogEvent[]): boolean {
  return config.at < START_CLOCK_SINCE && !events.some((e) => typeOf(e.action) === 'startClock');
}

export function migrateLog(config: MatchConfig, events: readonly LogEvent[]): readonly LogEvent[] {
  const old = fromBeforeStartClock(config, events);
  if (!events.some((e) => typeOf(e.action) === 'pauseClock')) return events;
  return events.map((e) => {
    if (typeOf(e.action) !== 'pauseClock') return e;
    // The action is untrusted (parsed after this); only its own fields are copied, the mark set or dropped.
    const { impliedStart: _mark, ...rest } = e.action as Record<string, unknown>;
    return { ...e, action: old ? { ...rest, impliedStart: true } : rest };
  });
}
