/**
 * Words of the shell, the deck editor, the camera and the balance lab that
 * had no key yet (key names, fallbacks, the lab's comparison with played
 * matches), mounted in en.ts as `screens`.
 */
export const screensEn = {
  keys: {
    enter: 'Enter',
    backspace: 'Backspace',
    esc: 'Esc',
    space: 'Space',
    ctrl: 'Ctrl+{{key}}',
  },
  camera: {
    device: 'Camera {{n}}',
  },
  deckEditor: {
    status: {
      printed: 'printed',
      rulesSummary: 'summary of the rules',
      unknown: 'unknown',
    },
  },
  lab: {
    beside: 'Simulated beside played',
    run: '{{game}}, rules {{version}}',
    runOf_one: '({{bots}}, {{count}} game):',
    runOf_other: '({{bots}}, {{count}} games):',
    firstWins: 'the first player wins',
    seatWins: 'seat 1 wins',
    bots: 'Bots say {{figure}} {{rate}}% [{{low}}-{{high}}]',
    played_one: '; your {{count}} playtest says {{rate}}% [{{low}}-{{high}}].',
    played_other: '; your {{count}} playtests say {{rate}}% [{{low}}-{{high}}].',
    noPlayed: '; no finished playtests of this game and tag yet.',
    versus: ' v ',
  },
} as const;
