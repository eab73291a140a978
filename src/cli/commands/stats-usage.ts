// The usage text of `deckside stats`, apart so --help needs no statistics code.
export const STATS_USAGE = [
  'usage: deckside stats <folder> [--game ID] [--rules-version V] [--option NAME=VALUE ...]',
  '                      [--player NAME] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--finished]',
  '                      [--compare-rules-version V2] [--no-cache]',
].join('\n');
