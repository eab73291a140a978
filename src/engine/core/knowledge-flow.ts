/**
 * The feasibility engine behind card knowledge (knowledge.ts): a transport
 * problem of supplies (copies of each card code; or the cards of each lot)
 * into demands (the cards of each lot; or of each place), each demand taking
 * only some supplies. Every unit must land, so the problem is feasible
 * exactly when a max flow saturates every demand. Which code can sit in which lot is then read off the
 * residual graph: an unused edge can carry flow in some solution exactly when
 * its ends lie on a residual cycle, i.e. in one strongly connected component.
 *
 * Sizes are small (about 55 codes, a few dozen lots, at most 108 cards), so a
 * plain augmenting-path flow from a greedy start is exact; it runs on flat
 * integer arrays (flow[lot * codes + code]) because every move of every game
 * solves it twice. Any maximum flow gives the same viable sets, so the flow
 * found does not change an answer.
 */

export interface FlowProblem {
  /** supply[i]: copies of code i. */
  readonly supply: readonly number[];
  /** demand[j]: cards in lot j. */
  readonly demand: readonly number[];
  /** allowed[j]: the code indices lot j accepts. */
  readonly allowed: readonly (readonly number[])[];
}

export interface FlowAnswer {
  readonly feasible: boolean;
  /** viable[j]: the codes of allowed[j] that lot j holds in at least one solution (empty when infeasible). */
  readonly viable: readonly (readonly number[])[];
}

/**
 * Working arrays, kept between calls (every move solves several small problems; allocating them was a tenth of the
 * time). A solve runs to its end before the next starts, so one set serves; each is zeroed to the length asked.
 */
const buffers: Int32Array[] = [];
function scratch(slot: number, length: number, value = 0): Int32Array {
  let b = buffers[slot];
  if (!b || b.length < length) buffers[slot] = b = new Int32Array(Math.max(length, 2 * (b?.length ?? 0), 64));
  b.fill(value, 0, length);
  return b;
}

/** Solves the transport problem; `viable` is only computed when asked (it costs one SCC pass). */
export function solveFlow(p: FlowProblem, wantViable = true): FlowAnswer {
  const nc = p.supply.length;
  const nl = p.demand.length;
  const infeasible = (): FlowAnswer => ({ feasible: false, viable: p.demand.map(() => []) });
  let total = 0;
  for (const d of p.demand) total += d;
  let supplied = 0;
  for (const s of p.supply) supplied += s;
  if (total !== supplied) return infeasible();
  const flow = scratch(0, nl * nc);
  const codeLeft = scratch(1, nc);
  for (let c = 0; c < nc; c++) codeLeft[c] = p.supply[c] as number;
  const lotLeft = scratch(2, nl);
  for (let j = 0; j < nl; j++) lotLeft[j] = p.demand[j] as number;
  // Lots accepting each code, for the search (flat: lotsAt[lotsStart[c] .. lotsStart[c + 1]]).
  const lotsStart = scratch(3, nc + 1);
  let edges = 0;
  for (const codes of p.allowed)
    for (const c of codes) {
      lotsStart[c + 1]++;
      edges++;
    }
  for (let c = 0; c < nc; c++) lotsStart[c + 1] += lotsStart[c] as number;
  const lotsAt = scratch(4, edges);
  const fill = scratch(5, nc);
  for (let c = 0; c < nc; c++) fill[c] = lotsStart[c] as number;
  for (let j = 0; j < nl; j++) for (const c of p.allowed[j] ?? []) lotsAt[fill[c]++] = j;
  let sent = 0;
  // Greedy start, then augmenting paths: code -> lot (always open) -> code (where flow sits) -> ... -> lot with room.
  for (let j = 0; j < nl; j++) {
    for (const c of p.allowed[j] ?? []) {
      const m = Math.min(codeLeft[c] as number, lotLeft[j] as number);
      if (m > 0) {
        flow[j * nc + c] += m;
        codeLeft[c] -= m;
        lotLeft[j] -= m;
        sent += m;
      }
    }
  }
  const prevLot = scratch(6, nl); // code index we came from (-2: unseen)
  const prevCode = scratch(7, nc); // lot index we came from (-1: a source code)
  const queue = scratch(8, nc);
  while (sent < total) {
    // BFS from every code with copies left over.
    prevLot.fill(-2, 0, nl);
    prevCode.fill(-2, 0, nc);
    let tail = 0;
    for (let c = 0; c < nc; c++)
      if ((codeLeft[c] as number) > 0) {
        prevCode[c] = -1;
        queue[tail++] = c;
      }
    let end = -1;
    for (let qi = 0; qi < tail && end < 0; qi++) {
      const c = queue[qi] as number;
      for (let e = lotsStart[c] as number; e < (lotsStart[c + 1] as number); e++) {
        const j = lotsAt[e] as number;
        if (prevLot[j] !== -2) continue;
        prevLot[j] = c;
        if ((lotLeft[j] as number) > 0) {
          end = j;
          break;
        }
        for (const c2 of p.allowed[j] ?? [])
          if ((flow[j * nc + c2] as number) > 0 && prevCode[c2] === -2) {
            prevCode[c2] = j;
            queue[tail++] = c2;
          }
      }
    }
    if (end < 0) return infeasible();
    // Bottleneck along the path, then push.
    let amount = lotLeft[end] as number;
    for (let j = end; ;) {
      const c = prevLot[j] as number;
      const back = prevCode[c] as number;
      if (back === -1) {
        amount = Math.min(amount, codeLeft[c] as number);
        break;
      }
      amount = Math.min(amount, flow[back * nc + c] as number);
      j = back;
    }
    for (let j = end; ;) {
      const c = prevLot[j] as number;
      flow[j * nc + c] += amount;
      const back = prevCode[c] as number;
      if (back === -1) {
        codeLeft[c] -= amount;
        break;
      }
      flow[back * nc + c] -= amount;
      j = back;
    }
    lotLeft[end] -= amount;
    sent += amount;
  }
  if (!wantViable) return { feasible: true, viable: [] };
  const comp = components(nc, nl, p.allowed, flow, lotsStart, lotsAt);
  const viable = p.allowed.map((codes, j) => codes.filter((c) => (flow[j * nc + c] as number) > 0 || comp[c] === comp[nc + j]));
  return { feasible: true, viable };
}

/**
 * Strongly connected components of the residual graph (nodes: codes 0..nc-1, lots nc..nc+nl-1), Tarjan, iterative,
 * over flat edge lists: code -> lot always (the lots accepting it, `lotsAt`), lot -> code where flow sits.
 */
function components(
  nc: number,
  nl: number,
  allowed: readonly (readonly number[])[],
  flow: Int32Array,
  lotsStart: Int32Array,
  lotsAt: Int32Array,
): Int32Array {
  const n = nc + nl;
  const adjStart = scratch(9, n + 1);
  const adjTo = scratch(10, 2 * (lotsStart[nc] as number));
  let e = 0;
  for (let c = 0; c < nc; c++) {
    adjStart[c] = e;
    for (let i = lotsStart[c] as number; i < (lotsStart[c + 1] as number); i++) adjTo[e++] = nc + (lotsAt[i] as number);
  }
  for (let j = 0; j < nl; j++) {
    adjStart[nc + j] = e;
    for (const c of allowed[j] ?? []) if ((flow[j * nc + c] as number) > 0) adjTo[e++] = c;
  }
  adjStart[n] = e;
  const index = scratch(11, n, -1);
  const low = scratch(12, n);
  const comp = scratch(13, n, -1);
  const onStack = scratch(14, n);
  const stack = scratch(15, n);
  let top = 0;
  // The DFS path: node and the next edge to follow (a position in adjTo).
  const workNode = scratch(16, n);
  const workEdge = scratch(17, n);
  let counter = 0;
  let compCount = 0;
  for (let root = 0; root < n; root++) {
    if (index[root] !== -1) continue;
    let depth = 0;
    workNode[0] = root;
    workEdge[0] = adjStart[root] as number;
    index[root] = low[root] = counter++;
    stack[top++] = root;
    onStack[root] = 1;
    while (depth >= 0) {
      const v = workNode[depth] as number;
      const i = workEdge[depth] as number;
      if (i < (adjStart[v + 1] as number)) {
        workEdge[depth] = i + 1;
        const w = adjTo[i] as number;
        if (index[w] === -1) {
          index[w] = low[w] = counter++;
          stack[top++] = w;
          onStack[w] = 1;
          depth++;
          workNode[depth] = w;
          workEdge[depth] = adjStart[w] as number;
        } else if (onStack[w]) low[v] = Math.min(low[v] as number, index[w] as number);
        continue;
      }
      depth--;
      if (depth >= 0) {
        const parent = workNode[depth] as number;
        low[parent] = Math.min(low[parent] as number, low[v] as number);
      }
      if (low[v] === index[v]) {
        for (;;) {
          const w = stack[--top] as number;
          onStack[w] = 0;
          comp[w] = compCount;
          if (w === v) break;
        }
        compCount++;
      }
    }
  }
  return comp;
}
