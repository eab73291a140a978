/**
 * The insight screens' addresses, under #/insight/ so the shell's own routes
 * are untouched: the log browser, one match's log, its replay (optionally at
 * an event) and the statistics dashboard.
 */
export type InsightRoute =
  | { readonly name: 'logs' }
  | { readonly name: 'log'; readonly matchId: string }
  | { readonly name: 'replay'; readonly matchId: string; readonly at: number | null }
  | { readonly name: 'stats' };

export const INSIGHT_PREFIX = '#/insight/';

export function isInsightHash(hash: string): boolean {
  return hash.startsWith(INSIGHT_PREFIX);
}

export function parseInsightHash(hash: string): InsightRoute {
  const rest = hash.slice(INSIGHT_PREFIX.length);
  const log = /^log\/([\w.-]+)$/.exec(rest);
  if (log?.[1]) return { name: 'log', matchId: log[1] };
  const replay = /^replay\/([\w.-]+)(?:\/(\d+))?$/.exec(rest);
  if (replay?.[1]) return { name: 'replay', matchId: replay[1], at: replay[2] === undefined ? null : Number(replay[2]) };
  if (rest === 'stats') return { name: 'stats' };
  return { name: 'logs' };
}

export function insightHash(route: InsightRoute): string {
  switch (route.name) {
    case 'log':
      return `${INSIGHT_PREFIX}log/${route.matchId}`;
    case 'replay':
      return `${INSIGHT_PREFIX}replay/${route.matchId}${route.at === null ? '' : `/${route.at}`}`;
    case 'stats':
      return `${INSIGHT_PREFIX}stats`;
    default:
      return `${INSIGHT_PREFIX}logs`;
  }
}
