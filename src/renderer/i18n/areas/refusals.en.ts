/**
 * English: the detailed refusal texts added code by code (mounted into
 * errors.detailed). Each is the engine's own message for that code, with
 * its values as {{placeholders}} the refusal's params fill; a code whose
 * message has no values is its message as it stands.
 */
export const refusalsEn = {
  ERR_ABILITY_WITHOUT_CAPTURE: "A piece's card ability may be used only when it makes a capture.",
  ERR_ALREADY_STARTED: 'The clock has already been started; pause and resume it instead.',
  ERR_BAD_TARGET: 'Only a hand card whose effect is used is revealed for its effect.',
  ERR_CLOCK_NOT_RUNNING: 'The clock is not running.',
  ERR_INVEST_COUNT: 'Invest buys one or two certificates.',
  ERR_NOT_EFFECTS_PHASE: 'Card effects are used only in the card-effects phases.',
  ERR_NOT_REVEAL_PHASE: 'Hands are revealed and scored in the reveal and score phase, after the second card-effects phase.',
  ERR_NOT_TURN_MODE: 'Passing is for turn mode; in free-for-all nobody has to act.',
  ERR_NO_EFFECT_IN_PROGRESS: 'Effect edits are made while a card effect is being resolved (use an effect first).',
  ERR_NO_FLAG_FALL: 'No flag has fallen: the player to move still has time on the clock.',
  ERR_NO_FREE_CONTRACT: 'All six contract letters (A-F) are in use: no contract can be made until one is paid off.',
  ERR_NO_MOVE: 'A move must go to a different square.',
  ERR_NO_REVEAL_PENDING: 'No card is waiting to be revealed from the deck now.',
  ERR_NO_SPOT_OFFER: 'No spot transaction is on offer.',
  ERR_QUEUE_EMPTY: 'The Contract Queue is empty: nothing to resolve.',
  ERR_REVEAL_PENDING:
    'First enter the card revealed from the top of the deck: every trade, and each of the first effect uses, puts the top card on its stock stack.',
  ERR_SAME_PLACE: 'A card must move to another place.',
  ERR_SAME_PLAYER: 'A trade is between two different players.',
  ERR_SPOT_ALREADY_DONE: 'Only one spot transaction per turn, before the action.',
  ERR_SPOT_SELF: 'A spot transaction is made with another player.',
  ERR_STRENGTHEN_NOT_ALLOWED: 'Only a Dividends item strengthens a currency when resolved.',
  ERR_TOO_MANY_FLUSHES: 'A hand scores at most one flush.',
  ERR_UPGRADE_TO_KING: 'A piece may not be upgraded to a king (13).',
  ERR_WILDS_REMOVED: 'Wild cards are removed from the deck in this game (option wilds = removed).',
  ERR_WILD_HAS_NO_DOMAIN: 'A wild card has no domain stack to move to.',
  ERR_WILD_IN_HAND: 'A wild card taken into a hand goes back onto a stock stack (place it first); it never scores in a hand.',
  ERR_WILD_NEEDS_STACK: 'A revealed wild card goes on the stock stack of the drawing player’s choice: say which stack.',
  ERR_WILD_NOT_EXPELLED: 'Wild cards are not expelled.',
  ERR_WILD_NOT_TRADED:
    'A wild card never stays in a hand: it goes onto a stock stack as soon as it is drawn or received, so it can never be given in a trade.',
  // For-Ex
  ERR_NOT_CHOOSER: 'The player who took the last turn chooses the strongest currency on a tie: that is {{player}}.',
  ERR_NOT_TIED: '{{currency}} is not among the currencies tied for strongest ({{tied}}).',
  ERR_DIVEST_CURRENCY: 'After a divest, the other players may only sell the same currency, {{currency}}.',
  ERR_NOT_SPOT_PARTNER: 'Only {{player}}, to whom the spot transaction was offered, may accept or refuse it.',
  ERR_SPOT_PENDING: '{{player}} has not answered the spot offer yet: accept, refuse or withdraw it first.',
  ERR_CONTRACT_AMOUNT: 'The amount of the stronger currency must be a whole number from 1 to {{max}}; got {{amount}}.',
  ERR_PARTNER_CANNOT_PAY: '{{player}} would give {{amount}} {{currency}} but holds only {{held}}: both sides must hold the money.',
  ERR_NO_CERTIFICATE_AVAILABLE: 'No {{currency}} certificate is left to buy.',
  ERR_CERTIFICATE_LIMIT:
    'A player may hold at most {{limit}} certificates of one currency; {{player}} already holds {{held}} {{currency}}.',
  ERR_DIVEST_COUNT: 'Divest sells a whole number of certificates, at least 1; got {{count}}.',
  ERR_NOT_ENOUGH_CERTIFICATES: '{{player}} holds {{held}} {{currency}} certificates and cannot sell {{count}}.',
  // Trades
  ERR_NOTHING_TO_PICK:
    'Trade {{trade}} gives 1 card: the initiator picks none blind (half of 1, rounded down); the target chooses the card.',
  ERR_ALREADY_PICKED: 'The blind picks of trade {{trade}} are drawn already (positions {{positions}}); they cannot be drawn again.',
  ERR_BAD_PLAYER: 'Player {{n}} has no name.',
  ERR_CARD_IN_TWO_HANDS: "{{card}} is already entered in {{player}}'s hand; a card can be in one hand only.",
  ERR_FACE_DOWN_COUNT: 'An optional trade of {{n}} cards lies {{down}} face down and {{up}} face up; this one has {{given}} face down.',
  ERR_FACE_UP_UNNAMED:
    'Card {{card}} of {{player}}\'s optional trade lies face up, so everyone sees it: name it by its code or its mark (#3), not "?".',
  ERR_TRADE_WAITING: 'Trade {{trade}} waits in the queue until {{from}} and {{to}} are free.',
  ERR_CHOSEN_COUNT_one: 'In trade {{trade}} {{player}} chooses {{count}} card (half of {{n}}, rounded up); {{given}} given.',
  ERR_CHOSEN_COUNT_other: 'In trade {{trade}} {{player}} chooses {{count}} cards (half of {{n}}, rounded up); {{given}} given.',
  ERR_NO_DECK_TRADES_LEFT: '{{player}} has made {{used}} of {{allowed}} deck trades allowed per game.',
  ERR_DRAW_MISMATCH: 'The top card of the deck is {{top}} (it went to the bottom earlier and has come round), not {{card}}.',
  ERR_TIME_LEFT: 'The clock still shows {{left}}: trading stops only when it reaches zero.',
  ERR_TRADE_IN_PROGRESS: 'Trade {{trade}} ({{from}} with {{to}}) must end before the next declaration.',
  // Tech Exchange
  ERR_WRONG_STACK: '{{card}} goes on the {{domain}} stock stack, the stack of its own domain.',
  ERR_TRADING_TIME_UP: 'The trading clock ({{seconds}} s) has run out: no more trades this phase.',
  ERR_NOT_DONE: '{{player}} has not announced they are done trading.',
  ERR_DRAWN_WITHOUT_REDRAW: 'A card is named as drawn ({{card}}), but the player does not draw again.',
  ERR_TRADING_OVER: 'Trading has ended: the deck is down to its {{tilted}} tilted cards.',
  ERR_ALREADY_REVEALED: "{{player}}'s hand is already entered (undo to correct it).",
  ERR_HAND_NOT_REVEALED: "Enter {{player}}'s revealed hand first.",
  ERR_ALREADY_SCORED: "{{player}}'s hand is already scored (undo to change it).",
  ERR_ALREADY_IN_DOMAIN: "{{card}} is already on its own domain's stack.",
  ERR_WILD_IN_GROUP: 'Group {{group}} holds a wild card; wild cards have no value or domain and join no group.',
  ERR_NOT_A_FLUSH: 'Group {{group}} is not a flush: its cards must share one domain.',
  ERR_DOMAIN_NOT_IN_GROUP: 'Group {{group}} may only pick the domain of one of its cards ({{domains}}), not {{domain}}.',
  // Tech Grid Poker
  ERR_NO_COMPANY: '{{player}} has no company cards to play.',
  ERR_NOTHING_COMMITTED: '{{player}} committed no hand cards this round.',
  // Tech Chess
  ERR_KING_PROTECTED: '{{card}} is a king: kings (13) may not be exchanged or replaced by a game effect.',
  ERR_CARD_EXPELLED: '{{card}} has been expelled: it is out of the game.',
  ERR_NOT_A_PAWN: 'A build brings in a pawn, a card of value 2-10; {{card}} is not.',
  ERR_BAD_MOVE_NOTATION: '"{{text}}" is not a move: write the from square then the to square, e.g. d1c3.',
} as const;
