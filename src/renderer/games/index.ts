/**
 * Per-game views, by game id. A registered game without an entry here is
 * played through the generic view (the engine's offered actions only).
 */
import type { ClockReading } from '../../engine/core/flow';
import type { GameDefinition, GameId } from '../../engine/core/game';
import GenericView from '../components/GenericView.svelte';
import type { MatchSession } from '../lib/match.svelte';
import { defineGameUi, type AnyGameUi, type ClockShown, type GameUi } from './types';
import { tradesUi } from './trades';
import { forExUi } from './for-ex';
import { gridPokerUi } from './grid-poker';
import { techExchangeUi } from './tech-exchange';
import { techChessUi } from './tech-chess';

export const GAME_UIS: Partial<Record<GameId, AnyGameUi>> = {
  trades: tradesUi,
  'for-ex': forExUi,
  'grid-poker': gridPokerUi,
  'tech-exchange': techExchangeUi,
  'tech-chess': techChessUi,
};

/**
 * The UI entry of a game definition, typed as the definition is: the entry
 * registered for its id when it was made from this very definition (the
 * same object, so the same S, A and V), else the generic view.
 */
export function uiOf<S, A, V>(def: GameDefinition<S, A, V>): GameUi<S, A, V> {
  const entry = GAME_UIS[def.id];
  if (entry && entry.def === def) return entry;
  return defineGameUi(def, { View: GenericView });
}

/** An engine clock as shown: its owner seat named by the player's name ("Player 1 (P1)" becomes "Ann (P1)"). */
export function namedClock(c: ClockReading, playerName: (seat: number) => string): ClockShown {
  if (c.owner === null) return c;
  const name = playerName(c.owner);
  const generic = new RegExp(`^(player|seat) ${c.owner + 1}\\b`, 'i');
  return { ...c, label: generic.test(c.label) ? c.label.replace(generic, name) : `${name}: ${c.label}` };
}

/**
 * The engine's seat words with the players' names: "Player 2 to move"
 * (counted from 1) becomes "Bo to move", and "Seat 0 to commit" (the seat
 * index, counted from 0, as most engines' flow lines say it) "Ann to commit".
 */
export function namedSeats(text: string, playerName: (seat: number) => string, seats: number): string {
  const listed = text.replace(/\b[Ss]eats (\d+(?:(?:, | and )\d+)+)\b/g, (words, list: string) => {
    const all = list.match(/\d+/g) ?? [];
    return all.every((n) => Number(n) < seats) ? list.replace(/\d+/g, (n) => playerName(Number(n))) : words;
  });
  return listed.replace(/\b([Pp]layer|[Ss]eat) (\d+)\b/g, (words, kind: string, n: string) => {
    const seat = Number(n) - (kind.toLowerCase() === 'player' ? 1 : 0);
    return seat >= 0 && seat < seats ? playerName(seat) : words;
  });
}

/** The match's clocks at `now`, as the engine states them, their owners named. */
export function clocksAt<S, A, V>(session: MatchSession<S, A, V>, now: number): readonly ClockShown[] {
  return session.def.clocks(session.state, now).map((c) => namedClock(c, (seat) => session.playerName(seat)));
}

/** Each game's name for the home screen when the engine has not registered it yet (its description is keyed: homeGames.<id>). */
export const COMING_GAMES: Readonly<Record<GameId, { name: string }>> = {
  'tech-exchange': { name: 'Tech Exchange' },
  'tech-chess': { name: 'Tech Chess' },
  'grid-poker': { name: 'Tech Grid Poker' },
  'for-ex': { name: 'For-Ex' },
  trades: { name: 'Trades' },
};
