/**
 * Tech Chess perft speed against chess.js (issue 4, item 8): nodes per second
 * of our perft from the Tech Chess start position, and of chess.js's perft on
 * its own standard start position, in the same run, with the ratio (target:
 * at least 5x). Our perft counts the last ply in bulk (the number of legal
 * moves, without making them), as perft programs do; the "every leaf made"
 * line makes and unmakes each leaf move too, the way chess.js counts.
 * Run: npx tsx bench/chess-perft.bench.ts
 */
import { Chess } from 'chess.js';
import { PLY_STRIDE, type Position } from '../src/engine/tech-chess/movegen';
import { startPosition } from '../src/engine/tech-chess/position';

interface Figure {
  readonly nodes: number;
  readonly ms: number;
}

/** Runs `work` repeatedly for at least `minMs` after one warm-up call. */
function measure(work: () => number, minMs: number): Figure {
  work();
  let nodes = 0;
  const t0 = performance.now();
  let ms = 0;
  do {
    nodes += work();
    ms = performance.now() - t0;
  } while (ms < minMs);
  return { nodes, ms };
}

/** Perft that makes and unmakes every leaf move (no bulk counting). */
function perftEveryLeaf(pos: Position, depth: number, ply = 0): number {
  if (depth === 0) return 1;
  const at = ply * PLY_STRIDE;
  const end = pos.generateLegal(at);
  let nodes = 0;
  for (let i = at; i < end; i++) {
    const mv = pos.buffer[i]!;
    pos.make(mv);
    nodes += perftEveryLeaf(pos, depth - 1, ply + 1);
    pos.unmake(mv);
  }
  return nodes;
}

const nps = (f: Figure): number => (f.nodes / f.ms) * 1000;
const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

const DEPTH = 5;
const CHESS_DEPTH = 4;
const MIN_MS = 3000;

const pos = startPosition('forward3sideways', DEPTH + 1);
const ours = measure(() => pos.perft(DEPTH), MIN_MS);
const oursLeaf = measure(() => perftEveryLeaf(pos, DEPTH), MIN_MS);
const chess = new Chess();
const theirs = measure(() => chess.perft(CHESS_DEPTH), MIN_MS);

console.log(`tech-chess perft(${DEPTH}) from the start (pawnMoves=forward3sideways): ${fmt(pos.perft(DEPTH))} nodes`);
console.log(`  bulk-counted:       ${fmt(nps(ours))} nodes/s (${fmt(ours.nodes)} nodes in ${fmt(ours.ms)} ms)`);
console.log(`  every leaf made:    ${fmt(nps(oursLeaf))} nodes/s (${fmt(oursLeaf.nodes)} nodes in ${fmt(oursLeaf.ms)} ms)`);
console.log(`chess.js 1.4.0 perft(${CHESS_DEPTH}) from the chess start: ${fmt(chess.perft(CHESS_DEPTH))} nodes`);
console.log(`  chess.js:           ${fmt(nps(theirs))} nodes/s (${fmt(theirs.nodes)} nodes in ${fmt(theirs.ms)} ms)`);
console.log(`ratio (bulk-counted / chess.js):    ${(nps(ours) / nps(theirs)).toFixed(1)}x (target >= 5x)`);
console.log(`ratio (every leaf made / chess.js): ${(nps(oursLeaf) / nps(theirs)).toFixed(1)}x`);
