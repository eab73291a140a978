/**
 * A finished match as a BG Stats "push play": the play as JSON inside a
 * `bgstats://app.import?data=...` link that opens the BG Stats app on the
 * same device, pre-filled for the user to check and save. Fields follow BG
 * Stats' push-play format: the source app, the game (whether highest score
 * wins), the players, and the play (date, duration in minutes, comments, and
 * per player score, winner and start player). Pure: the UI only shows the
 * link (and copies it).
 */
import type { PlaytestRecord } from './records';

export const BGSTATS_SOURCE = 'Deckside';
export const BGSTATS_LINK_PREFIX = 'bgstats://app.import?data=';

export interface BgStatsPlayerScore {
  readonly sourcePlayerId: string;
  readonly score: string;
  readonly winner: boolean;
  readonly newPlayer: boolean;
  readonly startPlayer: boolean;
  readonly seatOrder: number;
}

export interface BgStatsPlay {
  readonly sourceName: string;
  readonly game: {
    readonly name: string;
    readonly sourceGameId: string;
    readonly highestWins: boolean;
    readonly noPoints: boolean;
    readonly cooperative: boolean;
  };
  readonly players: readonly { readonly name: string; readonly sourcePlayerId: string }[];
  readonly location?: { readonly name: string; readonly sourceLocationId: string };
  readonly play: {
    readonly sourcePlayId: string;
    /** Local date and time, "YYYY-MM-DD HH:MM:SS". */
    readonly playDate: string;
    readonly durationMin: number;
    readonly comments: string;
    readonly playerScores: readonly BgStatsPlayerScore[];
    readonly locationRefId?: string;
  };
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

/** The push-play JSON of a finished match, or the reason it cannot be pushed. */
export function bgStatsPlay(r: PlaytestRecord, extras: BgStatsExtras): BgStatsPlay | string {
  if (!r.finished) return 'Only a finished match can be pushed to BG Stats.';
  const winners = new Set(r.winners);
  const players = r.players.map((name) => ({ name, sourcePlayerId: `deckside-player-${slug(name)}` }));
  const rules = `Rules ${r.rulesVersion}`;
  const comments = [rules, extras.comments?.trim() ?? ''].filter(Boolean).join('\n');
  const location = extras.location?.trim();
  return {
    sourceName: BGSTATS_SOURCE,
    game: {
      name: extras.gameName,
      sourceGameId: `deckside-${r.game}`,
      highestWins: !r.lowerIsBetter,
      noPoints: r.totals === null,
      cooperative: false,
    },
    players,
    ...(location ? { location: { name: location, sourceLocationId: `deckside-location-${slug(location)}` } } : {}),
    play: {
      sourcePlayId: `deckside-${r.matchId}`,
      playDate: bgStatsDate(r.startedAt, extras.utcOffsetMinutes ?? 0),
      durationMin: Math.max(1, Math.round((r.endedAt - r.startedAt) / 60_000)),
      comments,
      playerScores: players.map((p, seat) => ({
        sourcePlayerId: p.sourcePlayerId,
        score: r.totals ? String(r.totals[seat] ?? '') : '',
        winner: winners.has(seat),
        newPlayer: false,
        startPlayer: r.firstPlayer === seat,
        seatOrder: seat + 1,
      })),
      ...(location ? { locationRefId: `deckside-location-${slug(location)}` } : {}),
    },
  };
}

export function bgStatsLink(play: BgStatsPlay): string {
  return BGSTATS_LINK_PREFIX + encodeURIComponent(JSON.stringify(play));
}

/** Reads the play back out of a link (for tests and for showing what a link holds). */
export function parseBgStatsLink(link: string): BgStatsPlay | null {
  if (!link.startsWith(BGSTATS_LINK_PREFIX)) return null;
  try {
    return JSON.parse(decodeURIComponent(link.slice(BGSTATS_LINK_PREFIX.length))) as BgStatsPlay;
  } catch {
    return null;
  }
}
