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
  confirm: {
    move: 'Play {{move}}, which ends the game',
  },
  board: {
    label: 'Board, rank 6 at the top',
  },
} as const;
