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
    bots_one: '({{bots}}, {{count}} game):',
    bots_other: '({{bots}}, {{count}} games):',
    versus: ' v ',
  },
} as const;
