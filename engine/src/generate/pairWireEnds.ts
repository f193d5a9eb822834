import type { Random } from './seededRandom'

/**
 * Which parts the wires of a synthetic harness join, before any record exists. Parts are numbered
 * as entities: connectors 0..C−1, then splices C..C+S−1. Wire w runs from entity `endA[w]` to
 * `endB[w]`, never from a part to itself; a splice is always end B when the other end is a
 * connector, and otherwise end A is the lower entity, so wires between the same two parts point
 * the same way (their groups and cables then share one route).
 */
export interface WireEndPairs {
  readonly endA: Int32Array
  readonly endB: Int32Array
  /** Wire ends at each connector (each ≥ 1); they fill cavities 1..n. */
  readonly connectorEnds: Int32Array
  /** Wire ends at each splice (3..5). */
  readonly spliceEnds: Int32Array
}

/** How far, in clusters, a local wire end may move from its own cluster before pairing. */
const LOCAL_WINDOW = 2.5
/** Share of connector ends that may pair with any cluster of the harness (long wires). */
const LONG_WIRE_SHARE = 0.06

/**
 * Pairs the ends of `wires` wires in O(n log n): every splice takes 3–5 ends and every connector
 * at least one, the rest spread over connectors in proportion to a drawn housing size (so a few
 * connectors carry many wires); each end is placed at its cluster plus a random offset of up to
 * 2.5 clusters (6 % of connector ends anywhere), the ends are sorted by place, and neighbours
 * become wires. Hence most wires join connectors of the same or neighbouring clusters, and splices
 * gather ends from the clusters beyond them.
 */
export function pairWireEnds(
  input: {
    readonly wires: number
    readonly connectorCluster: Int32Array
    readonly clusterCount: number
    readonly spliceCluster: Int32Array
    /** A nominal housing size per connector; ends are shared out in proportion to it. */
    readonly connectorWeight: Int32Array
  },
  rng: Random,
): WireEndPairs {
  const connectors = input.connectorCluster.length
  const splices = input.spliceCluster.length
  const totalEnds = 2 * input.wires
  const spliceEnds = new Int32Array(splices)
  let atSplices = 0
  for (let s = 0; s < splices; s++) {
    spliceEnds[s] = rng.int(3, 5)
    atSplices += spliceEnds[s]!
  }
  // Trim splice ends to 3 each if the wires cannot feed them all (only for tiny custom sizes).
  for (let s = 0; s < splices && totalEnds - atSplices < connectors; s++) {
    atSplices -= spliceEnds[s]! - 3
    spliceEnds[s] = 3
  }
  const connectorEnds = shareOut(totalEnds - atSplices, input.connectorWeight, rng)

  // One token per wire end: the entity and its place along the cluster order.
  const entity = new Int32Array(totalEnds)
  const place = new Float64Array(totalEnds)
  let t = 0
  for (let c = 0; c < connectors; c++) {
    for (let k = 0; k < connectorEnds[c]!; k++, t++) {
      entity[t] = c
      place[t] = rng.chance(LONG_WIRE_SHARE) ? rng.next() * input.clusterCount : input.connectorCluster[c]! + rng.next() * LOCAL_WINDOW
    }
  }
  for (let s = 0; s < splices; s++) {
    for (let k = 0; k < spliceEnds[s]!; k++, t++) {
      entity[t] = connectors + s
      place[t] = input.spliceCluster[s]! + rng.next() * LOCAL_WINDOW
    }
  }
  const order = new Uint32Array(totalEnds)
  for (let i = 0; i < totalEnds; i++) order[i] = i
  order.sort((a, b) => place[a]! - place[b]! || a - b)
  const token = Int32Array.from(order, (i) => entity[i]!)
  separateSelfLoops(token, input.wires)

  const endA = new Int32Array(input.wires)
  const endB = new Int32Array(input.wires)
  for (let w = 0; w < input.wires; w++) {
    let a = token[2 * w]!
    let b = token[2 * w + 1]!
    const aSplice = a >= connectors
    const bSplice = b >= connectors
    if ((aSplice && !bSplice) || (aSplice === bSplice && a > b)) [a, b] = [b, a]
    endA[w] = a
    endB[w] = b
  }
  return { endA, endB, connectorEnds, spliceEnds }
}

/**
 * `total` ends shared out over parts in proportion to `weight`, each part at least 1; rounding is
 * evened out one end at a time on random parts, so the sum is exact.
 */
function shareOut(total: number, weight: Int32Array, rng: Random): Int32Array {
  const n = weight.length
  let weightSum = 0
  for (let i = 0; i < n; i++) weightSum += weight[i]!
  const out = new Int32Array(n)
  let sum = 0
  for (let i = 0; i < n; i++) {
    out[i] = Math.max(1, Math.round((weight[i]! * total) / weightSum))
    sum += out[i]!
  }
  while (sum < total) {
    out[rng.int(0, n - 1)]! += 1
    sum += 1
  }
  while (sum > total) {
    const i = rng.int(0, n - 1)
    if (out[i]! > 1) {
      out[i]! -= 1
      sum -= 1
    }
  }
  return out
}

/**
 * Makes sure no wire (pair of neighbouring tokens 2w, 2w+1) joins a part to itself, by swapping
 * its second end with the second end of the next wire where that creates no new self-loop.
 */
function separateSelfLoops(token: Int32Array, wires: number): void {
  for (let w = 0; w < wires; w++) {
    if (token[2 * w] !== token[2 * w + 1]) continue
    for (let step = 1; step < wires; step++) {
      const v = (w + step) % wires
      const a = token[2 * w]!
      const b = token[2 * w + 1]!
      const c = token[2 * v]!
      const d = token[2 * v + 1]!
      if (a !== d && c !== b) {
        token[2 * w + 1] = d
        token[2 * v + 1] = b
        break
      }
    }
  }
  for (let w = 0; w < wires; w++) {
    if (token[2 * w] === token[2 * w + 1]) throw new RangeError(`pairWireEnds: every end of wire ${w} lies on one part`)
  }
}
