/**
 * English detailed refusal texts, codes raised at one place: the engine's
 * message with its values as {{placeholders}} (mounted into errors.detailed
 * beside refusals.en.ts); where that one place words its message two ways
 * by a condition, one text per way, keyed by the `variant` param it passes.
 */
export const refusalsMoreEn = {
  ERR_BAD_ARGUMENTS: 'Bad settings: {{issues}}.',
  ERR_BAD_BOTS: 'Give one bot for every seat or one per seat ({{count}}); got {{nameCount}}: {{names}}.',
  ERR_BAD_DECK_ID: '"{{id}}" is not a deck id (lower-case letters, digits and dashes).',
  ERR_BAD_DEPTH: 'Perft depth must be a whole number from 0 to {{MAXPERFTDEPTH}}; got {{depth}}.',
  ERR_BAD_GAMES: 'The number of games must be a whole number from 1 to {{MAXGAMES}}; got {{games}}.',
  ERR_BAD_MATCH_ID: '"{{id}}" is not a match id.',
  ERR_BAD_NOTE: 'A note needs 1 to 2000 characters of text.',
  ERR_BOT_NO_MOVE: 'The {{name}} bot has no action for {{value}}: the game offers none.',
  ERR_BUILD_SQUARE: "A build goes on the builder's first or second rank (ranks {{ranks}} for {{seatLabel}}); {{squareName}} is not.",
  ERR_CANCELLED: 'The simulation was cancelled.',
  ERR_CARD_NOT_EXPELLED: '{{card}} has not been expelled: {{whereIs}}.',
  ERR_CARD_NOT_IN_DISCARD: '{{card}} is not in the discard pile: {{whereIs}}.',
  ERR_CARD_NOT_IN_HAND: "{{card}} is not in player {{seat}}'s hand: {{why}}.",
  ERR_CARD_NOT_THERE: '{{card}} is not on {{squareName}}: {{whereIs}}.',
  ERR_COMPANY_FULL: '{{placeName}} already has two cards.',
  ERR_EFFECT_USED:
    '{{player}} has already used a {{where}} effect this round (once per turn); only a card an effect has just brought into the {{where}} can be chained.',
  ERR_EVENT_TOO_LARGE: 'The event is larger than {{MAXEVENTBYTES}} bytes once written; not saved.',
  ERR_ILLEGAL_PIECE_MOVE: '{{card}} cannot go from {{route}}: {{text}}.',
  ERR_MATCH_NEWER_FORMAT: '{{file}}: {{message}}',
  ERR_MATCH_NOT_EMPTY: 'Match {{matchId}} has content; only an empty, never started match file can be deleted.',
  ERR_NO_REPLACE: "{{player}}'s company has {{companyCount}} card(s): the hand card is added without replacing one.",
  ERR_NO_SUCH_EVENT: 'There is no event {{seq}} to note: the log has {{eventCount}}.',
  ERR_NO_SUCH_MATCH: 'There is no match {{id}} in the playtest folder.',
  ERR_NOT_IN_LINE: "The discarded market card must come from the winning hand's {{lineName}} (slots {{slots}}).",
  ERR_NOT_SAME_VALUE: 'Group {{i}} is not a {{kind}}: its cards must share one value.',
  ERR_NOT_UPGRADABLE: 'Only a 2, 3 or 4 pawn may be upgraded; {{squareName}} holds {{card}}.',
  ERR_NOT_YOUR_DOMAIN: "{{card}} is not of {{seatLabel}}'s domains ({{SEATDOMAINS}}).",
  ERR_OUT_FOLDER: 'Cannot make the folder {{folder}}: {{value}}',
  ERR_OUT_WRITE: 'Cannot write {{file}}: {{value}}',
  ERR_OWN_PIECE: '{{squareName}} holds your own {{card}}: a piece captures only an opposing piece.',
  ERR_PATH_BLOCKED: 'The path from {{route}} is blocked at {{squareName}} ({{card}}); only knights (11) jump over pieces.',
  ERR_PLAYER_BUSY: '{{player}} {{role}}; a player declares a new trade only when their open trades are over.',
  ERR_REPLACE_REQUIRED: 'Name the company card to replace ({{company}}).',
  ERR_ROW_COLUMN_EXCLUSIVITY:
    "{{player}}'s hand cards are on {{lineName}}, so the company cards must go to a {{other}}: if company cards are used with a row, hand cards must be used in columns, and vice versa.",
  ERR_SEQ_MISMATCH: 'Event seq {{seq}} does not follow the log: the next event is {{expected}}. Reopen the match to see what was saved.',
  ERR_STRENGTHEN_CHOICE_NEEDED: 'After the dividends, {{tie}}: the acting player chooses which is strengthened ("strengthen").',
  ERR_STRENGTHEN_NOT_TIED: '{{choice}} cannot be strengthened after these dividends: {{why}}.',
  ERR_TOO_MANY_COPIES_one: '"{{code}}" appears {{copies}} times, but one Tech Deck holds only {{allowed}}.',
  ERR_TOO_MANY_COPIES_other: '"{{code}}" appears {{copies}} times, but {{count}} Tech Decks hold only {{allowed}}.',
  ERR_TRADE_STARTED: {
    mandatory: 'Trade {{id}} has started: it must be completed; only a trade still waiting in the queue can be withdrawn.',
    optional: 'Trade {{id}} has started: it must be accepted or refused; only a trade still waiting in the queue can be withdrawn.',
  },
  ERR_UNKNOWN_CARD: "{{ref}} is not a marked card in {{name}}'s hand ({{list}}).",
  ERR_UNKNOWN_OPTION: 'There is no variant option "{{name}}". Known options: {{map}}.',
  ERR_VERSUS_SAME: '--versus changes nothing: {{map}} is already set.',
  ERR_WRONG_DECK: '{{code}} is not a card of this match: it is played with {{deckName}}.',
  ERR_WRONG_HAND_SIZE: {
    all: '{{player}} holds {{count}} cards: enter all {{count}}; got {{cardCount}}.',
    allOrKept: '{{player}} holds {{count}} cards: enter all {{count}}, or the {{kept}} kept after discarding down; got {{cardCount}}.',
  },
  ERR_WRONG_REVEAL_COUNT: {
    all_one: 'This effect reveals {{count}} card.',
    all_other: 'This effect reveals {{count}} cards.',
    limited_one: 'This effect reveals {{count}} card; only {{max}} can be drawn, so {{max}}.',
    limited_other: 'This effect reveals {{count}} cards; only {{max}} can be drawn, so {{max}}.',
  },
  // One wording per kind the trade is (the variant the engine passes).
  ERR_WRONG_TRADE_KIND: {
    mandatory: 'Trade {{id}} is a mandatory trade: accept and refuse apply to optional trades; a mandatory trade is completed.',
    optional: 'Trade {{id}} is an optional trade: complete applies to mandatory trades; an optional trade is accepted or refused.',
  },
} as const;
