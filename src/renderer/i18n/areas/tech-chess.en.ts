/**
 * Tech Chess's own words (the match view, the table view and their forms),
 * mounted in en.ts as `techChess`.
 */
export const techChessEn = {
  where: {
    onBoard: '{{card}} stands on the board ({{square}})',
    discard: '{{card}} is in the discard pile',
    expelled: '{{card}} is expelled (out of the game)',
    otherHand: "{{card}} is in {{name}}'s hand",
    notInHand: "{{card}} is not in {{name}}'s hand",
  },
  hands: {
    show: 'Show the hands',
    hide: 'Hide the hands',
    shortcut: 'Show or hide the hands the app dealt (hidden on the shared screen)',
    hidden: 'dealt by the app, hidden (K shows them)',
    hand_one: 'Hand: {{count}} card',
    hand_other: 'Hand: {{count}} cards',
    handOf: "{{name}}'s hand",
    notSeen: '{{count}} not seen by the app',
    notSeenMore: '+ {{count}} not seen by the app',
  },
  capture: {
    title: 'Capture: {{move}}',
    takes: 'takes',
    king: 'a king: it is expelled',
    kingAfter: '(removed from the game).',
    toDiscard: 'it goes to the discard pile.',
    needs:
      "Alone, this capture leaves your last king attacked. It is legal only if {{card}}'s ability removes the attack: the king is judged after the ability.",
    capture: 'Capture',
    useAbility: "Use {{card}}'s ability…",
    cancel: 'Cancel the move',
    withEdits_one: 'Capture and carry out {{count}} edit',
    withEdits_other: 'Capture and carry out {{count}} edits',
    skipShortcut: 'Capture without the ability (skip it)',
    abilityShortcut: "Use the capturing card's ability",
    optional: 'The ability is optional: Enter captures without it, A opens it.',
  },
  view: {
    moveEntry: 'Move entry',
    typedForm: 'Typed move',
    typeMove: 'Type a move',
    play: 'Play',
    hint: 'From square then to square; or "upgrade <square> <card>", "build <square> <card>".',
  },
  keys: {
    group: 'Tech Chess',
    arrows: 'Move the board cursor (on the board); Enter picks the square: a piece, then its destination',
    board: 'Go to the board (keyboard cursor)',
    typed: 'Type a move (d1c3, upgrade b2 12sc, build d1 5sc)',
    upgrade: 'Upgrade a pawn',
    build: 'Build a pawn',
    effect: 'Use a card effect from hand',
  },
  confirm: {
    move: 'Play {{move}}, which ends the game',
  },
  board: {
    label: 'Board, rank 6 at the top',
  },
} as const;
