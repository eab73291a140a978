/** English: the app's own state messages (src/renderer/lib): new-match checks, opening and listing matches, seat names. */
export const appEn = {
  player: 'Player {{n}}',
  table: 'Table',
  seat: 'Seat {{n}}',
  needsPlayers: '{{game}} needs {{min}} to {{max}} players.',
  seatName: 'Every seat needs a player name.',
  sameName: 'Two players have the same name; give each a different one.',
  noSeed: 'The seed cannot be empty (any text will do).',
  noTag: 'Give a rules version tag (for example v1), so results of different rules are never mixed.',
  cannotList: 'Cannot list the playtests: {{message}}',
  cannotOpen: 'Cannot open that match: {{message}}',
  refusedEvent: 'Event {{seq}} of this log is refused by the rules ({{code}}: {{message}}); the match is shown as it was before it.',
  stillSaving: 'Still saving the previous action, so this one was not done. Try again in a moment.',
  notSaved: 'Not saved, so not done: {{message}}',
  undoNotSaved: 'Undo not saved, so not done: {{message}}',
} as const;
