/** For-Ex's own screen words (English), mounted as `forEx` in en.ts. */
export const forExEn = {
  holdings: 'Holdings',
  holdingsNote: 'money in bucks · ▮ certificates',
  toPlay: 'to play',
  winner: 'winner',
  turnBadge: 'turn',
  divestedBadge: 'divested',
  letters: 'Letters',
  cell_one: '{{name}}: {{money}} {{currency}}, {{count}} certificate',
  cell_other: '{{name}}: {{money}} {{currency}}, {{count}} certificates',
  toBuy: 'Certificates to buy',
  toBuyTitle: '{{held}} held, {{removed}} removed at setup, {{divested}} divested',
  eightMark: 'on the 8 space: its certificates pay no dividend',
  eightLegend: '⊘ on the 8 space: {{currencies}} pay no dividend',
  queueEight: '{{currencies}} on the 8 space: no dividend for {{them}}',
  it: 'it',
  them: 'them',
} as const;
