/** Tech Grid Poker's own words (the match view and its forms), mounted in en.ts as `gridPoker`. */
export const gridPokerEn = {
  view: {
    market: 'Market',
    next: 'Next: {{phase}}',
    counts: 'Deck {{deck}} · discard {{discard}}',
    outOfGame: ' · out of the game {{cards}}',
    round: ' · round {{round}} of {{rounds}}',
    over_one: 'The game is over after {{count}} round.',
    over_other: 'The game is over after {{count}} rounds.',
    scores: 'Score sheet',
    pointsLow_one:
      'Best row and best column score {{count}} point up to three of a kind, {{high}} for a straight or better; ties all score.',
    pointsLow_other:
      'Best row and best column score {{count}} points up to three of a kind, {{high}} for a straight or better; ties all score.',
    linesPlayed: 'Lines played: {{lines}}.',
    handOn: '{{name}} hand {{line}}',
    companyOn: '{{name}} company {{line}}',
  },
  keys: {
    group: 'Grid poker',
    lines: 'Hand or company cards to row 1-3 (Q W E) or column 1-3 (A S D)',
    pass: 'Pass: no effect, no hand cards, no company hand, keep the company',
    field: 'Go to the card field of the current step',
  },
  market: {
    cardFor: 'Card for the market at',
    empty_one: '({{count}} empty slot; click an empty slot to choose another)',
    empty_other: '({{count}} empty slots; click an empty slot to choose another)',
    fieldLabel: 'Market card for {{slot}}',
  },
  setup: {
    firstForm: 'First player',
    drawn: 'Drawn as first player:',
    changeTo: 'Change to',
    setFirst: 'Set the first player',
    companyForm: 'Form a company',
    companyHeading: '{{name}}: choose two hand cards as a company',
    companyCards: "{{name}}'s company cards",
    formCompany: "Form {{name}}'s company",
    discardsGroup: 'Setup discards',
    discardsHeading_one: 'Everyone discards {{count}} card',
    discardsHeading_other: 'Everyone discards {{count}} cards',
    discardsField: "{{name}}'s discards (optional: name them)",
    discard: '{{name}} discards {{count}}',
  },
  where: {
    notInHand: "{{card}} cannot be in {{name}}'s hand (the cards seen so far put it elsewhere)",
  },
} as const;
