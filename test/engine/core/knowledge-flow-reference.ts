/** The Map-based flow the integer-array one replaced, kept as a test oracle. */

import type { FlowAnswer, FlowProblem } from '../../../src/engine/core/knowledge-flow';

/** The plain solve: Maps for the flow, arrays of arrays for the residual graph. */
export function referenceSolveFlow(p: FlowProblem, wantViable = true): FlowAnswer {
  const nc = p.supply.length;
  const nl = p.demand.length;
  const total = p.demand.reduce((a, b) => a + b, 0);
  if (total !== p.supply.reduce((a, b) => a + b, 0)) return { feasible: false, viable: p.demand.map(() => []) };
  // flow[j] maps code -> units in lot j.
  const flow: Map<number, number>[] = p.demand.map(() => new Map());
  const codeLeft = p.supply.slice();
  const lotLeft = p.demand.slice();
  // Lots accepting each code, for the backward search.
  const lotsOf: number[][] = Array.from({ length: nc }, () => []);
  p.allowed.forEach((codes, j) => codes.forEach((c) => lotsOf[c]?.push(j)));
  let sent = 0;
  // Greedy start, then augmenting paths: code -> lot (always open) -> code (where flow sits) -> ... -> lot with room.
  for (let j = 0; j < nl; j++) {
    for (const c of p.allowed[j] ?? []) {
      const m = Math.min(codeLeft[c] ?? 0, lotLeft[j] ?? 0);
      if (m > 0) {
        flow[j]?.set(c, (flow[j]?.get(c) ?? 0) + m);
        codeLeft[c] = (codeLeft[c] ?? 0) - m;
        lotLeft[j] = (lotLeft[j] ?? 0) - m;
        sent += m;
      }
    }
  }
  while (sent < total) {
    // BFS from every code with copies left over.
    const prevLot = new Array<number>(nl).fill(-2); // code index we came from (-2: unseen)
    const prevCode = new Array<number>(nc).fill(-2); // lot index we came from (-1: a source code)
    const queue: number[] = [];
    for (let c = 0; c < nc; c++)
      if ((codeLeft[c] ?? 0) > 0) {
        prevCode[c] = -1;
        queue.push(c);
      }
    let end = -1;
    for (let qi = 0; qi < queue.length && end < 0; qi++) {
      const c = queue[qi] as number;
      for (const j of lotsOf[c] ?? []) {
        if (prevLot[j] !== -2) continue;
        prevLot[j] = c;
        if ((lotLeft[j] ?? 0) > 0) {
          end = j;
          break;
        }
        for (const [c2, f] of flow[j] ?? [])
          if (f > 0 && prevCode[c2] === -2) {
            prevCode[c2] = j;
            queue.push(c2);
          }
      }
    }
    if (end < 0) return { feasible: false, viable: p.demand.map(() => []) };
    // Bottleneck along the path, then push.
    let amount = lotLeft[end] ?? 0;
    for (let j = end; ;) {
      const c = prevLot[j] as number;
      const back = prevCode[c] as number;
      if (back === -1) {
        amount = Math.min(amount, codeLeft[c] ?? 0);
        break;
      }
      amount = Math.min(amount, flow[back]?.get(c) ?? 0);
      j = back;
    }
    for (let j = end; ;) {
      const c = prevLot[j] as number;
      flow[j]?.set(c, (flow[j]?.get(c) ?? 0) + amount);
      const back = prevCode[c] as number;
      if (back === -1) {
        codeLeft[c] = (codeLeft[c] ?? 0) - amount;
        break;
      }
      flow[back]?.set(c, (flow[back]?.get(c) ?? 0) - amount);
      j = back;
    }
    lotLeft[end] = (lotLeft[end] ?? 0) - amount;
    sent += amount;
  }
  if (!wantViable) return { feasible: true, viable: [] };
  const comp = components(nc, nl, p.allowed, flow);
  const viable = p.allowed.map((codes, j) => codes.filter((c) => (flow[j]?.get(c) ?? 0) > 0 || comp[c] === comp[nc + j]));
  return { feasible: true, viable };
}

/** Strongly connected components of the residual graph (nodes: codes 0..nc-1, lots nc..nc+nl-1), Tarjan, iterative. */
function components(nc: number, nl: number, allowed: readonly (readonly number[])[], flow: readonly Map<number, number>[]): number[] {
  const n = nc + nl;
  const adj: number[][] = Array.from({ length: n }, () => []);
  allowed.forEach((codes, j) => {
    for (const c of codes) adj[c]?.push(nc + j); // code -> lot: always residual (unbounded)
    for (const [c, f] of flow[j] ?? []) if (f > 0) adj[nc + j]?.push(c); // lot -> code: where flow sits
  });
  const index = new Array<number>(n).fill(-1);
  const low = new Array<number>(n).fill(0);
  const comp = new Array<number>(n).fill(-1);
  const onStack = new Array<boolean>(n).fill(false);
  const stack: number[] = [];
  let counter = 0;
  let compCount = 0;
  for (let root = 0; root < n; root++) {
    if (index[root] !== -1) continue;
    const work: [number, number][] = [[root, 0]];
    index[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = true;
    while (work.length) {
      const top = work[work.length - 1] as [number, number];
      const [v, i] = top;
      const edges = adj[v] as number[];
      if (i < edges.length) {
        top[1] = i + 1;
        const w = edges[i] as number;
        if (index[w] === -1) {
          index[w] = low[w] = counter++;
          stack.push(w);
          onStack[w] = true;
          work.push([w, 0]);
        } else if (onStack[w]) low[v] = Math.min(low[v] as number, index[w] as number);
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low[parent[0]] = Math.min(low[parent[0]] as number, low[v] as number);
      if (low[v] === index[v]) {
        for (;;) {
          const w = stack.pop() as number;
          onStack[w] = false;
          comp[w] = compCount;
          if (w === v) break;
        }
        compCount++;
      }
    }
  }
  return comp;
}
