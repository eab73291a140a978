/**
 * The statistics dashboard's own work on 5,000 playtests (the folder the
 * stats bench generates, bench/.generated/playtests-5000; run that first):
 * the size of the records answer the renderer receives and its parse time,
 * then everything the dashboard computes when a filter changes (choices,
 * two sets, their stats, the comparison, every chart's data) and the three
 * exports. Target (issue 7): the dashboard stays fast on 5,000 playtests.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { computeStats } from '../src/insight/aggregate';
import { compareSets } from '../src/insight/compare';
import { statsCsv, statsJson } from '../src/insight/export';
import { filterChoices } from '../src/insight/filter-form';
import { matchesFilter } from '../src/insight/records';
import { reportHtml } from '../src/insight/report';
import { cardChart, differenceChart, histogramChart, lengthValues, tallyChart, winRateChart } from '../src/insight/dashboard-charts';
import { readPlaytestRecords } from '../src/store/playtest-records';

const COUNT = Number(process.env.STATS_BENCH_COUNT ?? 5000);
const dir = path.resolve(`bench/.generated/playtests-${COUNT}`);
if (!existsSync(dir)) {
  console.error(`dashboard bench: ${dir} is missing; run \`npm run bench -- stats\` first (it generates the playtests).`);
  process.exit(2);
}

const time = <T>(fn: () => T): [T, number] => {
  const t = performance.now();
  const v = fn();
  return [v, performance.now() - t];
};

const read = await readPlaytestRecords(dir, { appKey: 'bench' });
const payload = JSON.stringify({ ok: true, value: { records: read.records, unreadable: read.unreadable, damagedLines: read.problems } });
const [parsed, parseMs] = time(() => JSON.parse(payload) as { value: { records: typeof read.records } });
const records = parsed.value.records;

const runs: number[] = [];
let figures = 0;
for (let i = 0; i < 5; i++) {
  const [n, ms] = time(() => {
    const choices = filterChoices(records);
    const [va, vb] = choices.rulesVersions;
    const a = records.filter((r) => matchesFilter(r, { rulesVersion: va }));
    const b = records.filter((r) => matchesFilter(r, { rulesVersion: vb }));
    // As the dashboard does: the comparison aggregates each set once, and its stats are reused.
    const cmp = compareSets(a, b);
    const sets = [
      { label: 'A', stats: cmp.a, records: a },
      { label: 'B', stats: cmp.b, records: b },
    ];
    const la = lengthValues(a);
    const lb = lengthValues(b);
    const charts = [
      winRateChart(sets),
      histogramChart('minutes', 'm', [
        { label: 'A', values: la.minutes },
        { label: 'B', values: lb.minutes },
      ]),
      histogramChart('turns', 't', [
        { label: 'A', values: la.turns },
        { label: 'B', values: lb.turns },
      ]),
      histogramChart('spread', 's', [
        { label: 'A', values: la.spreads },
        { label: 'B', values: lb.spreads },
      ]),
      cardChart(sets),
      tallyChart(sets),
      differenceChart(cmp.differences),
    ];
    return charts.length + cmp.differences.length;
  });
  figures = n;
  runs.push(ms);
}
const sorted = [...runs].sort((x, y) => x - y);
const a = records.filter((r) => matchesFilter(r, { rulesVersion: filterChoices(records).rulesVersions[0] }));
const exportInput = {
  sets: [{ label: 'A', filter: {}, matchIds: a.map((r) => r.matchId), stats: computeStats(a) }],
  differences: null,
  exportedAt: Date.now(),
};
const [, csvMs] = time(() => statsCsv(exportInput));
const [, jsonMs] = time(() => statsJson(exportInput));
const [, htmlMs] = time(() => reportHtml({ ...exportInput, title: 'bench', charts: [], unreadable: [] }));

console.log(`playtests: ${records.length} (${read.unreadable.length} unreadable)`);
console.log(`records answer: ${(payload.length / 1e6).toFixed(1)} MB of JSON, parsed in ${parseMs.toFixed(0)} ms`);
console.log(
  `dashboard recompute (choices, 2 sets, stats, comparison, ${figures} charts/differences): median ${sorted[2]?.toFixed(0)} ms, worst ${sorted[4]?.toFixed(0)} ms of 5`,
);
console.log(`exports: CSV ${csvMs.toFixed(1)} ms, JSON ${jsonMs.toFixed(1)} ms, report HTML ${htmlMs.toFixed(1)} ms`);
console.log(`heap used: ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`);
