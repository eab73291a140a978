/**
 * Every figure and tally in words, with its unit: the statistics keep the
 * stable keys the games give (`end:queueEmpty`, `strongest:GBP`,
 * `queueItems`), and the dashboard, the exports and the report show these
 * labels. A key no table knows is spelled out from its camelCase, so a new
 * figure is never hidden, only plainer.
 */
import type { GameId } from '../engine/core/game';

export interface FigureLabel {
  readonly label: string;
  /** What one counts: "contracts", "turns", "" for a share. */
  readonly unit: string;
}

const L = (label: string, unit: string): FigureLabel => ({ label, unit });

const FIGURES: Partial<Record<GameId, Readonly<Record<string, FigureLabel>>>> = {
  'for-ex': {
    bankruptcy: L('Ended in a bankruptcy', 'share of matches'),
    dividendsPaid: L('Dividends paid', 'dividends'),
    certificatesDivested: L('Certificates divested', 'certificates'),
    certificatesHeld: L('Certificates held at the end', 'certificates'),
    queueItems: L('Contract queue left at the end', 'queue items'),
    contractsMade: L('Contracts made', 'contracts'),
    contractsFailed: L('Contracts failed (became loans)', 'contracts'),
    contractsPaid: L('Contracts paid', 'contracts'),
    loansTaken: L('Loans taken', 'loans'),
    spotDeals: L('Spot deals made', 'deals'),
  },
  'tech-exchange': {
    trades: L('Trades', 'trades'),
    tradesPerRound: L('Trades per round', 'trades'),
    effectsUsed: L('Card effects used', 'effects'),
    effectsPerRound: L('Card effects per round', 'effects'),
    wildsPlaced: L('Wild cards placed', 'cards'),
    reshuffles: L('Deck reshuffles', 'reshuffles'),
    expelled: L('Cards expelled', 'cards'),
  },
  'grid-poker': {
    reshuffles: L('Deck reshuffles', 'reshuffles'),
    expelled: L('Cards expelled', 'cards'),
  },
  'tech-chess': {
    captures: L('Captures', 'pieces'),
  },
  trades: {
    lowestFinalTotal: L('Lowest final total', 'points'),
    highestFinalTotal: L('Highest final total', 'points'),
    meanFinalTotal: L('Mean final total', 'points'),
  },
};

const ENDINGS: Readonly<Record<string, string>> = {
  queueEmpty: 'contract queue empty',
  bankruptcy: 'a player went bankrupt',
  'kings-captured': 'both kings captured',
  checkmate: 'checkmate',
  stalemate: 'stalemate',
  'lone-kings': 'only kings left',
  flag: 'a flag fell',
  resigned: 'a player resigned',
  bankrupt: 'a player went bankrupt',
  'queue-empty': 'contract queue empty',
  'time-up': 'time up',
  'rounds-done': 'all rounds played',
  agreed: 'agreed by the players',
};

/** `tradesPerRound` -> "Trades per round". */
export function spellOut(key: string): string {
  // Only a plain identifier is respelled; anything else is shown as it is.
  if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(key)) return key;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function figureLabel(game: GameId | null, key: string): FigureLabel {
  // No game named (a set of several games): the first table that knows the key.
  const known = game ? FIGURES[game]?.[key] : Object.values(FIGURES).find((t) => t[key] !== undefined)?.[key];
  if (known) return known;
  // Tech Chess keeps one figure per seat: upgradesUsedP1 ...
  const perSeat = /^(upgradesUsed|buildsUsed|kingsLeft|piecesLeft)P(\d+)$/.exec(key);
  if (perSeat) {
    const what = {
      upgradesUsed: ['Upgrades used', 'upgrades'],
      buildsUsed: ['Builds used', 'builds'],
      kingsLeft: ['Kings left', 'kings'],
      piecesLeft: ['Pieces left', 'pieces'],
    }[perSeat[1] as 'upgradesUsed'];
    return L(`${what[0]} by player ${perSeat[2]}`, what[1] as string);
  }
  return L(spellOut(key), '');
}

export function tallyLabel(game: GameId | null, key: string): FigureLabel {
  const [kind, rest] = key.includes(':') ? [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)] : ['', key];
  if (kind === 'end') return L(`Ended: ${ENDINGS[rest] ?? spellOut(rest).toLowerCase()}`, 'matches');
  if (kind === 'strongest') return L(`Strongest currency at the end: ${rest}`, 'matches');
  if (kind === 'won') return L(`Lines won with ${spellOut(rest).toLowerCase()}`, 'lines');
  if (kind === 'wonWith') return L(`Lines won with ${rest === 'hand' ? 'hand cards' : 'company cards'}`, 'lines');
  // Tech Chess tallies its ending under the bare outcome kind.
  if (kind === '' && ENDINGS[key] && (game === 'tech-chess' || game === null)) return L(`Ended: ${ENDINGS[key]}`, 'matches');
  return L(spellOut(key.replace(':', ' ')), 'matches');
}

/** "Contracts made (contracts)", or the label alone when it has no unit. */
export const withUnit = (l: FigureLabel): string => (l.unit ? `${l.label} (${l.unit})` : l.label);
