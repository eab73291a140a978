/**
 * The referee fuzz at length (issue 11): for every game, at least 200,000
 * random actions (the engine's offers, the game's own random driver, and
 * malformed actions: broken fields, wrong types, deep nesting, random JSON,
 * big time jumps) through the match pipeline; every state reached is read
 * by every read-only function and checked against the game's invariants.
 * Prints actions per second per game and every finding; exits 1 on any.
 *
 * With --exact the games that track cards check their card knowledge exactly,
 * as the referee at the table does (GameDefinition checkedExactly); with
 * --trusted the games whose cards the statistics trust take them as judged
 * (GameDefinition trustingCards), as a replay for the statistics does.
 *
 *   npx tsx bench/fuzz.bench.ts [--actions N] [--only game-id] [--exact | --trusted]
 */
import { allGames } from '../src/engine/registry';
import { fuzzGame, type FuzzReport } from '../test/engine/fuzz/fuzzer';
import { INVARIANTS } from '../test/engine/fuzz/invariants';
import { PROPOSERS } from '../test/engine/fuzz/proposers';

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const actions = Number(flag('--actions') ?? 200_000);
const only = flag('--only');
const exact = process.argv.includes('--exact');
const trusted = process.argv.includes('--trusted');
const reports: FuzzReport[] = [];
for (const def of allGames()) {
  if (only && def.id !== only) continue;
  if (exact && !def.checkedExactly) continue;
  if (trusted && !def.trustingCards) continue;
  const report = fuzzGame(def, {
    actions,
    seed: 2026,
    propose: PROPOSERS[def.id],
    invariant: INVARIANTS[def.id],
    maxPerMatch: 600,
    exact,
    trusted,
  });
  reports.push(report);
  const perSecond = Math.round(report.actions / (report.ms / 1000));
  console.log(
    `${def.id.padEnd(14)}${exact ? ' (checked exactly)' : trusted ? ' (cards trusted)' : ''} ${report.actions.toLocaleString('en')} actions (${report.accepted.toLocaleString('en')} accepted, ${report.refused.toLocaleString('en')} refused) in ${report.matches.toLocaleString('en')} matches: ${perSecond.toLocaleString('en')} actions/s, ${report.findings.length} findings`,
  );
  for (const f of report.findings.slice(0, 5))
    console.log(`  ${f.kind} at action ${f.actionIndex} of ${f.seed}: ${f.detail}\n  action: ${JSON.stringify(f.action)?.slice(0, 300)}`);
}
const findings = reports.reduce((n, r) => n + r.findings.length, 0);
console.log(findings === 0 ? 'fuzz: no exception, no broken invariant' : `fuzz: ${findings} findings`);
process.exitCode = findings === 0 ? 0 : 1;
