import {
  createCavity, createConnector, createNode, createProtection, createSegment, createSplice, createWire, createWireGroup, DEFAULT_SETTINGS,
  type HarnessRecord, type WireEndpoint,
} from '@harness/engine'

/** A source of numbers in [0, 1): every fuzz input is drawn from one, so a seed replays a case. */
export type Random = () => number

const int = (random: Random, n: number) => Math.floor(random() * n)
const pick = <T>(random: Random, items: readonly T[]): T => items[int(random, items.length)]!

/** One damaged file and how it was damaged (for the report of a failing case). */
export interface Mutated<T> {
  readonly mutation: string
  readonly value: T
}

/** Damages bytes of a binary file: flips a few bits, truncates, overwrites a run, or shifts by one. */
export function mutateBytes(bytes: Uint8Array, random: Random): Mutated<Uint8Array> {
  const out = bytes.slice()
  switch (int(random, 4)) {
    case 0: {
      const flips = 1 + int(random, 8)
      for (let i = 0; i < flips; i++) out[int(random, out.length)]! ^= 1 << int(random, 8)
      return { mutation: `flip ${flips} bits`, value: out }
    }
    case 1: {
      const at = int(random, bytes.length)
      return { mutation: `truncate at ${at}`, value: bytes.slice(0, at) }
    }
    case 2: {
      const at = int(random, out.length)
      out.fill(random() < 0.5 ? 0xff : int(random, 256), at, at + 1 + int(random, 16))
      return { mutation: `overwrite at ${at}`, value: out }
    }
    default: {
      const at = int(random, bytes.length)
      const shifted = new Uint8Array(bytes.length + 1)
      shifted.set(bytes.subarray(0, at))
      shifted[at] = int(random, 256)
      shifted.set(bytes.subarray(at), at + 1)
      return { mutation: `insert a byte at ${at}`, value: shifted }
    }
  }
}

/** Text the mutations insert: XML and YAML syntax, extreme numbers, units, references. */
const SNIPPETS = [
  '<', '>', '&', '"', "'", '</Node>', ']]>', '\u0000', '\uD800', '-1', '-5', '0', '1e300', 'NaN', '.inf', '-.inf', '1e-300', '999999999999',
  ':', '- ', '[', ']', '{', '}', '&a', '*a', '<<: *a', '#', '|', '\t', '\n', '20 AWG', '-5 m', 'length: 0', 'wirecount: 100000',
  'pincount: 100000', 'X1', 'W1',
]

/** Damages a text file: deletes, duplicates or swaps lines, flips characters, inserts snippets, or truncates. */
export function mutateText(text: string, random: Random): Mutated<string> {
  const lines = text.split('\n')
  const line = () => int(random, lines.length)
  switch (int(random, 6)) {
    case 0: {
      const at = line()
      lines.splice(at, 1 + int(random, 3))
      return { mutation: `delete lines at ${at + 1}`, value: lines.join('\n') }
    }
    case 1: {
      const at = line()
      lines.splice(at, 0, ...lines.slice(at, at + 1 + int(random, 3)))
      return { mutation: `duplicate lines at ${at + 1}`, value: lines.join('\n') }
    }
    case 2: {
      const a = line()
      const b = line()
      ;[lines[a], lines[b]] = [lines[b]!, lines[a]!]
      return { mutation: `swap lines ${a + 1} and ${b + 1}`, value: lines.join('\n') }
    }
    case 3: {
      const chars = text.split('')
      const flips = 1 + int(random, 4)
      for (let i = 0; i < flips; i++) chars[int(random, chars.length)] = String.fromCharCode(int(random, 128))
      return { mutation: `flip ${flips} characters`, value: chars.join('') }
    }
    case 4: {
      const at = int(random, text.length + 1)
      const snippet = pick(random, SNIPPETS)
      return { mutation: `insert ${JSON.stringify(snippet)} at ${at}`, value: text.slice(0, at) + snippet + text.slice(at) }
    }
    default: {
      const at = int(random, text.length)
      return { mutation: `truncate at ${at}`, value: text.slice(0, at) }
    }
  }
}

/** Lengths in mm the documents use: zero, tiny, the largest allowed and ordinary; now and then one out of range. */
const LENGTHS = [0, 0, 1e-9, 1e9, 5e8, 12.5, 100, 2500]
const length = (random: Random): number => (random() < 0.03 ? pick(random, [-5, -0.001, 1e300]) : pick(random, LENGTHS))

/**
 * A harness document built to break the derivation: a few nodes joined by segments of zero,
 * negative, tiny and huge lengths, with cycles, loops onto one node and parallel segments; wires
 * between random cavities, splices and open ends, some referring to parts that do not exist; a
 * connector with thousands of cavities, a thousand wires between two cavities, a group of every
 * wire, and protection runs that end before they start. Only numbers a native file can hold
 * (finite); now and then a negative or overflowing length, which the reader must refuse.
 */
export function hostileDocument(random: Random): HarnessRecord[] {
  const nodes = 2 + int(random, 10)
  const records: HarnessRecord[] = [DEFAULT_SETTINGS]
  const nodeId = (i: number) => `n${i}` as never
  for (let i = 0; i < nodes; i++) records.push(createNode({ id: nodeId(i), kind: random() < 0.5 ? 'connector' : 'branch', name: `N${i}`, position: [i * 10, 0] }))
  const segments = nodes - 1 + int(random, nodes * 2)
  for (let s = 0; s < segments; s++) {
    // The first nodes - 1 segments make a tree; the rest add cycles, parallel segments and self-loops.
    const from = s < nodes - 1 ? int(random, s + 1) : int(random, nodes)
    const to = s < nodes - 1 ? s + 1 : int(random, nodes)
    const id = `s${s}` as never
    records.push(createSegment({ id, name: `S${s}`, startNodeId: nodeId(from), endNodeId: nodeId(to), length: length(random) as never }))
    if (random() < 0.3) {
      // Runs may end before they start, or reach past their segment.
      records.push(createProtection({ id: `p${s}` as never, segmentId: id, start: (random() * 200) as never, end: (random() * 200) as never }))
    }
  }
  const connectors = 1 + int(random, 4)
  const cavities: string[] = []
  for (let c = 0; c < connectors; c++) {
    const count = random() < 0.1 ? 5000 : 1 + int(random, 8)
    records.push(createConnector({ id: `x${c}` as never, name: `X${c}`, nodeId: nodeId(int(random, nodes)) }))
    for (let k = 0; k < count; k++) {
      cavities.push(`x${c}:${k}`)
      records.push(createCavity({ id: `x${c}:${k}` as never, connectorId: `x${c}` as never, name: String(k + 1), index: k }))
    }
  }
  records.push(createSplice({ id: 'sp0' as never, name: 'SP0', nodeId: nodeId(int(random, nodes)) }))
  const end = (): WireEndpoint => {
    const r = random()
    if (r < 0.15) return { kind: 'open' }
    if (r < 0.25) return { kind: 'splice', spliceId: 'sp0' as never }
    if (r < 0.3) return { kind: 'cavity', cavityId: 'missing' as never }
    return { kind: 'cavity', cavityId: pick(random, cavities) as never }
  }
  const wires = random() < 0.1 ? 1000 : 1 + int(random, 20)
  const wireIds: string[] = []
  const [a, b] = [end(), end()]
  for (let w = 0; w < wires; w++) {
    const same = wires >= 1000
    wireIds.push(`w${w}`)
    records.push(createWire({
      id: `w${w}` as never, name: `W${w}`, od: (random() < 0.1 ? 0 : 1.5) as never, endA: same ? a : end(), endB: same ? b : end(),
      fixedLength: (random() < 0.1 ? length(random) : null) as never, groupId: (random() < 0.2 ? 'g0' : null) as never,
    }))
  }
  records.push(createWireGroup({ id: 'g0' as never, name: 'G0', kind: random() < 0.5 ? 'twisted' : 'combined', pitch: length(random) as never, wireIds: wireIds as never }))
  return records
}
