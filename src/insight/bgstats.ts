/**
 * A finished match as a BG Stats "push play": the play as JSON in a
 * `bgstats://app.bgstatsapp.com/createPlay.html?data=...` link, which opens
 * the BG Stats app pre-filled for the user to check and save (the same page
 * at https://app.bgstatsapp.com serves devices without the app). The JSON is
 * the push-play object: source app and play id, date, duration in minutes,
 * comments, location, the game (whether the highest score wins, whether it
 * has points) and per player name, score, winner, start player and rank.
 * Pure: the UI only shows the link (and copies it).
 */
import type { PlaytestRecord } from './records';

export const BGSTATS_SOURCE = 'Deckside';
export const BGSTATS_LINK_PREFIX = 'bgstats://app.bgstatsapp.com/createPlay.html?data=';
export const BGSTATS_WEB_PREFIX = 'https://app.bgstatsapp.com/createPlay.html?data=';

export interface BgStatsPlayer {
  readonly name: string;
  readonly sourcePlayerId: string;
  /** The final total as text; empty for a game without points. */
  readonly score: string;
  readonly winner: boolean;
  readonly startPlayer: boolean;
  /** 1 for the best total, ties sharing a rank; winners 1 and the rest 2 without points. */
  readonly rank: number;
  readonly seatOrder: number;
}

export interface BgStatsPlay {
  readonly sourceName: string;
  readonly sourcePlayId: string;
  /** Local date and time, "YYYY-MM-DD HH:MM:SS". */
  readonly playDate: string;
  readonly durationMin: number;
  readonly comments: string;
  readonly location?: string;
  readonly game: {
    readonly name: string;
    readonly sourceGameId: string;
    readonly highestWins: boolean;
    readonly noPoints: boolean;
  };
  readonly players: readonly BgStatsPlayer[];
}

export interface BgStatsExtras {
  readonly gameName: string;
  readonly location?: string;
  /** Header notes and event notes, joined by the caller. */
  readonly comments?: string;
  /** Minutes east of UTC of the wall clock the date is written in (the UI passes the local offset). */
  readonly utcOffsetMinutes?: number;
}

/** "YYYY-MM-DD HH:MM:SS" of ms at the given offset from UTC. */
export function bgStatsDate(ms: number, utcOffsetMinutes = 0): string {
  const d = new Date(ms + utcOffsetMinutes * 60_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}

const slug = (s: string) => s.trim().toLowerCase().replace(/\s+/g, '-');

/** Competition ranks (1, 2, 2, 4) from totals; without totals, winners first. */
function ranks(r: PlaytestRecord): number[] {
  const totals = r.totals;
  if (!totals) return r.players.map((_, seat) => (r.winners.includes(seat) ? 1 : 2));
  const better = (a: number, b: number) => (r.lowerIsBetter ? a < b : a > b);
  return totals.map((t) => 1 + totals.filter((o) => better(o, t)).length);
}

/** The push-play JSON of a finished match, or the reason it cannot be pushed. */
export function bgStatsPlay(r: PlaytestRecord, extras: BgStatsExtras): BgStatsPlay | string {
  if (!r.finished) return 'Only a finished match can be pushed to BG Stats.';
  const winners = new Set(r.winners);
  const rank = ranks(r);
  const comments = [`Rules ${r.rulesVersion}`, extras.comments?.trim() ?? ''].filter(Boolean).join('\n');
  const location = extras.location?.trim();
  return {
    sourceName: BGSTATS_SOURCE,
    sourcePlayId: `deckside-${r.matchId}`,
    playDate: bgStatsDate(r.startedAt, extras.utcOffsetMinutes ?? 0),
    durationMin: Math.max(1, Math.round((r.endedAt - r.startedAt) / 60_000)),
    comments,
    ...(location ? { location } : {}),
    game: {
      name: extras.gameName,
      sourceGameId: `deckside-${r.game}`,
      highestWins: !r.lowerIsBetter,
      noPoints: r.totals === null,
    },
    players: r.players.map((name, seat) => ({
      name,
      sourcePlayerId: `deckside-player-${slug(name)}`,
      score: r.totals ? String(r.totals[seat] ?? '') : '',
      winner: winners.has(seat),
      startPlayer: r.firstPlayer === seat,
      rank: rank[seat] ?? r.players.length,
      seatOrder: seat + 1,
    })),
  };
}

export function bgStatsLink(play: BgStatsPlay, prefix: string = BGSTATS_LINK_PREFIX): string {
  return prefix + encodeURIComponent(JSON.stringify(play));
}

/** Reads the play back out of a link (for tests and for showing what a link holds). */
export function parseBgStatsLink(link: string): BgStatsPlay | null {
  const prefix = [BGSTATS_LINK_PREFIX, BGSTATS_WEB_PREFIX].find((p) => link.startsWith(p));
  if (!prefix) return null;
  try {
    return JSON.parse(decodeURIComponent(link.slice(prefix.length))) as BgStatsPlay;
  } catch {
    return null;
  }
}
