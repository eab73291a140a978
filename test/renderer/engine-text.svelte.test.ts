/**
 * Engine-written words in Italian: for every game, from real engine output
 * (a match set up, its flow, its offers, a few actions played and logged),
 * switching to Italian changes a phase name, the line saying what is
 * expected next, an offered action's label and a log line, and English shows the engine's own words.
 */
import { describe, expect, it as test } from 'vitest';
import { GAME_IDS, type ActionOffer, type GameDefinition } from '../../src/engine/core/game';
import { getGame } from '../../src/engine/registry';
import {
  clockText,
  domainName,
  engineText,
  expectedText,
  gameDescription,
  logText,
  noteText,
  summaryText,
  tidy,
  valueText,
} from '../../src/renderer/i18n/engine-text';
import { namedClock, namedSeats } from '../../src/renderer/games';
import { en } from '../../src/renderer/i18n/en';
import { refusalText } from '../../src/renderer/i18n/refusal';
import { randomAction } from '../../src/engine/core/bots';
import { nameIn, unknownTable, type Knowledge, type Wording } from '../../src/engine/core/knowledge';
import { placeName as tePlaceName } from '../../src/engine/tech-exchange/knowledge';
import { unwrap } from '../../src/engine/core/result';
import { seedRng } from '../../src/engine/core/rng';
import { techExchangeBotGame, techExchangeSimulation } from '../../src/engine/tech-exchange/bots';

interface Said {
  readonly phases: { id: string; label: string }[];
  /** The expected lines, their seats named as the phase bar names them. */
  readonly expected: string[];
  readonly offers: ActionOffer[];
  readonly log: { action: unknown; text: string }[];
  /** The match headings (the summary's phase line) of every state played, at the start and with time gone by. */
  readonly summaries: string[];
}

/** A match's engine words: its phases, its offers to the table and each seat, and the log lines of a few ready actions played. */
function engineWords(def: GameDefinition<unknown, unknown, unknown>): Said {
  const players = ['Ann', 'Bo', 'Cy'].slice(0, def.maxPlayers === 2 ? 2 : 3);
  const setup = def.setup({ players, options: {}, seed: 'words', at: 0 });
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  const seats = [null, ...players.map((_, i) => i)];
  const phases = [...def.flow(state).phases];
  const name = (seat: number): string => players[seat] ?? '?';
  const expected = [namedSeats(def.flow(state).expected, name, players.length)];
  const offers = seats.flatMap((s) => [...def.legalActions(state, s)]);
  const log: { action: unknown; text: string }[] = [];
  const summaries: string[] = [];
  const heading = (): void => {
    for (const at of [0, 30_000]) summaries.push(def.summary(state, at).phase);
  };
  heading();
  for (let i = 0; i < 6; i++) {
    const now = seats.flatMap((s) => [...def.legalActions(state, s)]);
    // An offer that needs input (a seat to name) is tried as the table would fill it: seat 0.
    const ready = now.find((x) => x.action !== undefined && x.disabledReason === undefined)?.action;
    const filled = now
      .map((x) => def.parseAction({ type: x.type, seat: 0 }))
      .find((r) => r.ok && def.validate(state, r.value, { at: 0 }).ok);
    const action = ready ?? (filled?.ok ? filled.value : undefined);
    if (action === undefined || !def.validate(state, action, { at: 0 }).ok) break;
    log.push({ action, text: def.describe(state, action) });
    state = def.apply(state, action, { at: 0 });
    phases.push(...def.flow(state).phases);
    expected.push(namedSeats(def.flow(state).expected, name, players.length));
    offers.push(...seats.flatMap((s) => [...def.legalActions(state, s)]));
    heading();
  }
  return { phases, expected, offers, log, summaries };
}

describe('engine words follow the language, for every game', () => {
  for (const game of GAME_IDS) {
    test(`${game}: a phase name, an offer label and a log line read in Italian`, () => {
      const def = getGame(game);
      if (!def.ok) throw new Error(def.error.message);
      const said = engineWords(def.value as GameDefinition<unknown, unknown, unknown>);
      const phase = said.phases.find((p) => engineText(game, 'phases', p.id, p.label, 'it') !== p.label);
      const next = said.expected.find((e) => expectedText(game, e, 'it') !== e);
      const offer = said.offers.find((o) => engineText(game, 'offers', o.type, o.label, 'it') !== o.label);
      const line = said.log.find((l) => logText(game, l.action, l.text, 'it') !== l.text);
      expect(phase, 'a phase name in Italian').toBeDefined();
      expect(offer, 'an offer label in Italian').toBeDefined();
      expect(next, 'what is expected next, in Italian').toBeDefined();
      expect(line, 'a log line in Italian').toBeDefined();
      // Every phase of the game is named in Italian; English is the engine's own.
      expect(said.phases.filter((p) => engineText(game, 'phases', p.id, p.label, 'it') === p.label)).toEqual([]);
      for (const p of said.phases) expect(engineText(game, 'phases', p.id, p.label, 'en')).toBe(p.label);
      if (line !== undefined) expect(logText(game, line.action, line.text, 'en')).toBe(line.text);
      // Every match heading seen is in Italian (none left as the engine's English); English is the engine's own.
      expect(said.summaries.length).toBeGreaterThan(0);
      expect(said.summaries.filter((h) => summaryText(game, h, 'it') === h)).toEqual([]);
      for (const h of said.summaries) expect(summaryText(game, h, 'en')).toBe(h);
    });
  }

  test('values are carried over from the English line; a line no template matches stays as the engine wrote it', () => {
    expect(engineText('tech-exchange', 'offers', 'announceDone', 'Ann is done trading', 'it')).toBe('Ann ha finito di scambiare');
    expect(logText('tech-chess', { type: 'move' }, 'Ann moves 11sc (knight) d1-e3', 'it')).toBe('Ann muove 11sc (cavallo) d1-e3');
    expect(engineText('trades', 'offers', 'declare', 'Some new wording', 'it')).toBe('Some new wording');
  });

  test("the home screen's game descriptions: the engine's English (the key's copy equal to it), Italian otherwise", () => {
    for (const game of GAME_IDS) {
      const def = getGame(game);
      if (!def.ok) throw new Error(def.error.message);
      const english = def.value.description;
      expect(en.homeGames[game], game).toBe(english);
      expect(gameDescription(game, english, 'en')).toBe(english);
      expect(gameDescription(game, english, 'it'), game).not.toBe(english);
    }
    expect(gameDescription('trades', 'x', 'it')).toBe('Scambia carte contro il tempo; vince il totale più basso in mano.');
  });

  test('English values inside Italian lines are put in Italian by their param: piece kinds, lines, "empty", game ends', () => {
    expect(valueText('kind', 'knight', 'it')).toBe('cavallo');
    expect(valueText('kind', 'knight', 'en')).toBe('knight');
    expect(valueText('lineName', 'column 3', 'it')).toBe('colonna 3');
    expect(valueText('what', 'half of 4, rounded down', 'it')).toBe('metà di 4, per difetto');
    // Only by its param: a player called King stays King; an unknown value stays as written.
    expect(valueText('player', 'King', 'it')).toBe('King');
    expect(valueText('kind', 'dragon', 'it')).toBe('dragon');
    expect(summaryText('tech-chess', 'Game over: Ann resigned', 'it')).toBe('Partita finita: Ann ha abbandonato');
    const exclusivity = {
      code: 'ERR_ROW_COLUMN_EXCLUSIVITY',
      message: 'English',
      params: { player: 'Ann', lineName: 'row 2', other: 'column' },
    };
    expect(refusalText(exclusivity, 'it')).toMatch(/^Le carte della mano di Ann sono su riga 2, quindi .* vanno su una colonna:/);
    const company = { code: 'ERR_NOT_IN_COMPANY', message: 'English', params: { variant: 'nameCard', where: 'Bo', company: 'empty' } };
    expect(refusalText(company, 'it')).toBe('Indica una carta di Bo (vuota).');
    expect(refusalText(company, 'en')).toBe('English');
  });

  test('match headings: a whole template, or a head with the tails the engine appends, each in Italian', () => {
    expect(summaryText('for-ex', "Ann's turn", 'it')).toBe('Turno di Ann');
    expect(summaryText('tech-chess', 'Bo (player 2) to move: check on b6 (116 s left)', 'it')).toBe(
      'Muove Bo (giocatore 2): scacco su b6 (116 s rimasti)',
    );
    expect(summaryText('tech-exchange', 'Round 1: first card-effects phase: Ann resolves 7sc (2:05 left, paused)', 'it')).toBe(
      'Giro 1: prima fase degli effetti delle carte: Ann risolve 7sc (2:05 rimasti, in pausa)',
    );
    expect(summaryText('trades', 'Trading: 4:30 left, Cy to declare', 'it')).toBe('Scambi: 4:30 rimasti, dichiara Cy');
    expect(summaryText('grid-poker', 'Grid poker: reveal', 'it')).toBe('Grid poker: rivelazione');
    expect(summaryText('trades', 'A heading with no template', 'it')).toBe('A heading with no template');
  });

  test('domain names and score-sheet titles: the engine words in English, Italian otherwise', () => {
    expect(domainName('sc', 'en')).toBe('science');
    expect(domainName('sc', 'it')).toBe('scienza');
    const def = getGame('grid-poker');
    if (!def.ok) throw new Error(def.error.message);
    const g = def.value as GameDefinition<unknown, unknown, unknown>;
    const s = g.setup({ players: ['Ann', 'Bo'], options: {}, seed: 'words', at: 0 });
    if (!s.ok) throw new Error(s.error.message);
    const titles = g.score(s.value).rounds;
    for (const r of titles) expect(engineText('grid-poker', 'figures', 'rounds', r, 'en')).toBe(r);
    expect(engineText('grid-poker', 'figures', 'rounds', 'Round 2', 'it')).toBe('Giro 2');
    expect(engineText('trades', 'figures', 'rounds', 'Final hand', 'it')).toBe('Mano finale');
  });

  test("clocks: a chess clock's label, toggle and note, and the trading countdown's, read in Italian", () => {
    const chess = getGame('tech-chess');
    const trades = getGame('trades');
    if (!chess.ok || !trades.ok) throw new Error('no game');
    const c = chess.value as GameDefinition<unknown, unknown, unknown>;
    const s = c.setup({ players: ['Ann', 'Bo'], options: { clock: 5 }, seed: 'clock', at: 0 });
    if (!s.ok) throw new Error(s.error.message);
    const [first] = c.clocks(s.value, 0).map((k) => namedClock(k, (seat) => ['Ann', 'Bo'][seat] ?? '?'));
    if (first === undefined || !first.toggle || first.note === undefined) throw new Error('no clock');
    expect(clockText('label', first.label, 'en')).toBe(first.label);
    expect(clockText('label', first.label, 'it')).not.toBe(first.label);
    expect(clockText('toggle', first.toggle.label, 'it')).toBe('Fai partire il cronometro');
    expect(clockText('note', first.note, 'it')).toBe('non avviato');
    const t = trades.value as GameDefinition<unknown, unknown, unknown>;
    const ts = t.setup({ players: ['Ann', 'Bo', 'Cy'], options: {}, seed: 'clock', at: 0 });
    if (!ts.ok) throw new Error(ts.error.message);
    const [time] = t.clocks(ts.value, 0);
    expect(time === undefined ? '' : clockText('label', time.label, 'it')).toBe('Tempo rimasto');
  });
});

/** The status notes (state.note) of random Tech Exchange plays by its random bot, a few seeds and player counts. */
function techExchangeNotes(): Set<string> {
  const notes = new Set<string>();
  for (const [players, seed] of [
    [3, 'notes-1'],
    [4, 'notes-2'],
    [2, 'notes-3'],
  ] as const) {
    const names = ['Ann', 'Bo', 'Cy', 'Di'].slice(0, players);
    let state = unwrap(techExchangeSimulation.setup({ players: names, options: {}, seed, at: 0 }));
    let rng = seedRng(seed);
    let at = 0;
    notes.add(state.note);
    for (let i = 0; i < 400; i++) {
      const who = techExchangeBotGame.decider(state, at);
      if (who.kind === 'done') break;
      const [action, next] = randomAction(techExchangeBotGame, state, who.kind === 'seat' ? who.seat : null, rng, at);
      rng = next;
      if (action === null) break;
      at += techExchangeBotGame.msPerAction;
      state = techExchangeBotGame.def.apply(state, action, { at });
      notes.add(state.note);
    }
  }
  notes.delete('');
  return notes;
}

describe("Tech Exchange's status note", () => {
  test('every note seen in random plays reads in Italian; English is the engine own', () => {
    const notes = [...techExchangeNotes()];
    expect(notes.length).toBeGreaterThan(4);
    expect(notes.filter((n) => noteText('tech-exchange', n, 'it') === n)).toEqual([]);
    for (const n of notes) expect(noteText('tech-exchange', n, 'en')).toBe(n);
  });

  test("the table's edits and the joined notes: a note with the sentences appended to it, each in Italian", () => {
    expect(noteText('tech-exchange', 'Round 1: Bortolomeo was drawn to play first.', 'it')).toBe(
      'Giro 1: è stato sorteggiato Bortolomeo per giocare per primo.',
    );
    expect(noteText('tech-exchange', 'A wild card went on the te stack; reveal the next card.', 'it')).toBe(
      'Una jolly è andata sulla pila te; rivela la carta successiva.',
    );
    expect(noteText('tech-exchange', 'Correction: the kn stack holds no cards.', 'it')).toBe('Correzione: la pila kn non ha carte.');
    expect(noteText('tech-exchange', 'Correction: the kn stack holds 3kn 4kn.', 'it')).toBe('Correzione: la pila kn contiene 3kn 4kn.');
    expect(
      noteText(
        'tech-exchange',
        '5kn on the kn stack was replaced by 7sc from the deck. 7sc does not match the kn stack, so it moved to the sc stack. The deck ran out: the discard was shuffled into a new deck.',
        'it',
      ),
    ).toBe(
      '5kn sulla pila kn è stata sostituita da 7sc dal mazzo. 7sc non corrisponde alla pila kn, quindi è passata alla pila sc. Il mazzo è finito: gli scarti sono stati mescolati in un nuovo mazzo.',
    );
    expect(
      noteText(
        'tech-exchange',
        'Every player had their effects turn: the second trading phase begins. Trading phase 2 is over at once: the deck is down to its 4 tilted cards.',
        'it',
      ),
    ).toBe(
      'Tutti i giocatori hanno avuto il loro turno di effetti: inizia la seconda fase di scambi. La fase di scambi 2 finisce subito: il mazzo è sceso alle sue 4 carte inclinate.',
    );
    expect(noteText('tech-exchange', 'The game ends after 1 round.', 'it')).toBe('La partita finisce dopo 1 giro.');
    expect(noteText('tech-exchange', 'A note with no template', 'it')).toBe('A note with no template');
  });
});

describe('place names inside Italian refusals', () => {
  // Tech Exchange's own names for its places: hands by the players' names, the deck, the discard, the stock stacks.
  const te = unwrap(techExchangeSimulation.setup({ players: ['Ann', 'Bo', 'Cy'], options: {}, seed: 'places', at: 0 }));
  const w: Wording = { names: (p) => tePlaceName(te, p), rule: 'test', path: 'cards' };
  const k = (): Knowledge =>
    unknownTable({ a: 1, b: 1, c: 1, d: 1 }, [
      ['hand:2', 1],
      ['deck', 1],
      ['discard', 1],
      ['stack:kn', 1],
    ]);
  const ENGLISH = /\b(hand|deck|discard|stack|the)\b/;

  test('a card known elsewhere (knownIn) and a card that can only be in some places (onlyIn), with no English place left', () => {
    const known = nameIn(unwrap(nameIn(k(), 'hand:2', ['a'], w)), 'deck', ['a'], w);
    if (known.ok) throw new Error('accepted');
    expect(known.error.params?.variant).toBe('knownIn');
    expect(refusalText(known.error, 'en')).toBe(known.error.message);
    const knownIt = refusalText(known.error, 'it');
    expect(knownIt).toBe('a non può essere nel mazzo: si sa che è nella mano di Cy.');
    const only = nameIn(unwrap(nameIn(k(), 'stack:kn', ['b'], w)), 'stack:kn', ['a'], w);
    if (only.ok) throw new Error('accepted');
    expect(only.error.params?.variant).toBe('onlyIn');
    const onlyIt = refusalText(only.error, 'it');
    expect(onlyIt).toBe(
      'a non può essere nella pila di riserva kn: può essere solo in uno di questi posti: il mazzo, gli scarti o la mano di Cy.',
    );
    for (const line of [knownIt, onlyIt]) expect(line).not.toMatch(ENGLISH);
  });

  test('each place kind by its param: place, where and last; a name that is no place stays as written', () => {
    expect(valueText('place', "Bo's company", 'it')).toBe('la compagnia di Bo');
    expect(valueText('where', 'the discard pile', 'it')).toBe('la pila degli scarti');
    expect(valueText('last', 'the kn stack', 'it')).toBe('la pila kn');
    expect(valueText('where', 'the market (row 1, column 2)', 'it')).toBe('il mercato (riga 1, colonna 2)');
    expect(valueText('where', "Cy's hand, the market (row 1, column 2)", 'it')).toBe('la mano di Cy, il mercato (riga 1, colonna 2)');
    expect(valueText('where', 'Bo', 'it')).toBe('Bo');
    // Only a preposition before an article joins it: an accented word that starts alike stays as written.
    expect(tidy('Va di là, in la pila di il mazzo, da gli scarti', 'it')).toBe('Va di là, nella pila del mazzo, dagli scarti');
    expect(tidy('in la pila', 'en')).toBe('in la pila');
    expect(valueText('place', "Cy's hand", 'en')).toBe("Cy's hand");
    const holds = {
      code: 'ERR_HAND_SIZE',
      message: 'English',
      params: { variant: 'holdsCards', place: "Cy's hand", count: 5, entered: 4 },
    };
    expect(refusalText(holds, 'it')).toBe('La mano di Cy ha 5 carte; ne sono state inserite 4.');
  });
});

describe('lists the engine joined with "and"', () => {
  test("Trades' shared win and Grid Poker's company read with Italian's 'e'; English is the engine's own", () => {
    expect(summaryText('trades', 'Finished: Ann and Bo share the win', 'it')).not.toMatch(/\band\b/);
    expect(summaryText('trades', 'Finished: Ann and Bo share the win', 'it')).toContain('Ann e Bo');
    expect(summaryText('trades', 'Finished: Ann and Bo share the win', 'en')).toBe('Finished: Ann and Bo share the win');
    expect(logText('grid-poker', { type: 'formCompany' }, 'Ann forms a company of 3kn and 4sc', 'it')).toContain('3kn e 4sc');
    expect(valueText('players', 'Ann, Bo and Cy', 'it')).toBe('Ann, Bo e Cy');
    expect(valueText('player', 'Ann and Bo', 'it')).toBe('Ann and Bo');
  });
});
