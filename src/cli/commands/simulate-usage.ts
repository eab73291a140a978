/** The usage line of `deckside simulate`, apart so the command table does not load the simulator. */
export const SIMULATE_USAGE =
  'usage: deckside simulate <game> [--games N] [--seed S] [--players P] [--bots b1,b2,...] [--option name=value ...] [--versus name=value ...] [--out folder] [--workers K]';
