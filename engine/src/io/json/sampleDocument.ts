import {
  asId, FIXING_KINDS, NODE_KINDS, PART_STATUSES, PART_USAGES, PROTECTION_MATERIALS, WINDING_TYPES, WIRE_GROUP_KINDS,
} from '@harness/protocol'
import { DEFAULT_SETTINGS } from '../../model/defaults'
import {
  createCavity, createConnector, createFixing, createMulticore, createNode, createProtection, createSeal, createSegment,
  createSplice, createTerminal, createWire, createWireGroup,
} from '../../model/factories'
import type { HarnessRecord, SettingsRecord, WireEndpoint } from '../../model/records'
import { mm } from '../../model/units'

/**
 * Fixture documents for the codec tests (JSON and FlatBuffers): a small document that sets every
 * field of every record type away from its default, with the edge cases a codec can lose (null
 * beside 0, empty lists, Unicode and empty texts, extreme finite numbers, every enum value), and a
 * seeded synthetic document of any size shaped like a real harness.
 */

/** Settings with every field changed from {@link DEFAULT_SETTINGS}. */
export const SAMPLE_SETTINGS: SettingsRecord = {
  id: 'settings',
  typeName: 'settings',
  unit: 3,
  pageSize: 'b5',
  landscape: false,
  customPageWidth: mm(400),
  customPageHeight: mm(150.5),
  grid: { visible: false, size: 2.5, color: '' },
  pageView: false,
  background: '#fffff0',
  rulers: false,
  guides: false,
  connectionPoints: false,
  connectionArrows: true,
  nodesVisible: false,
  nodeLabels: true,
  bundleLabels: false,
  stroke: { color: '#123456', width: 0.25, opacity: 0 },
  lineJoint: 'curved',
  arcSize: 0,
  font: { family: 'Noto Sans CJK 中文', size: 7.5, color: '#ff0000' },
  wire: { pattern: 'pvcTube', headTailSpacing: 0, layPitch: 25.4, diameter: 0, space: 3 },
  table: { rows: 0, cols: 12 },
  symbolEdgeWidth: 0,
  lengthRules: { percentAddOn: 5, minAddOn: mm(10), maxAddOn: mm(1e6), roundTo: mm(5), roundMethod: 'up', junctionAddOn: mm(-1.5) },
  diameterMethod: 'areaEquivalent',
  packingFactor: 0,
  manufacturing: [
    {
      category: 'connector', partNumber: '1-967616-1', cellCount: 0, cellType: '压接单元', rawMaterial: true, autoSupply: true, process: 'crimping',
      resources: ['Komax Alpha 530', ''], connectWay: 'crimp', moveMinutes: 2.5, quantityRatio: 1.05,
    },
    { category: 'grommet', partNumber: '(no part number)', cellCount: 3, cellType: '', rawMaterial: false, autoSupply: false, process: '', resources: [], connectWay: '', moveMinutes: 0, quantityRatio: 1e-6 },
  ],
}

const id = asId

/** A small document holding every record type, every field set away from its default, and every enum value. */
export function sampleDocument(): HarnessRecord[] {
  const records: HarnessRecord[] = [SAMPLE_SETTINGS]
  records.push({ id: id('module', 'M-basic'), typeName: 'module', name: 'Basis', partNumber: 'PN-M1', description: 'Grundausstattung ü' })
  records.push({ id: id('module', 'M-empty'), typeName: 'module', name: '', partNumber: '', description: '' })
  records.push({ id: id('configuration', 'C1'), typeName: 'configuration', name: 'Variante 1', moduleIds: [id('module', 'M-basic')] })
  records.push({ id: id('configuration', 'C0'), typeName: 'configuration', name: 'leer', moduleIds: [] })

  NODE_KINDS.forEach((kind, i) => {
    const lengthAddOn = i === 0 ? null : i === 1 ? mm(0) : mm(-2.5 * i)
    records.push(createNode({ id: id('node', `N${i}`), kind, name: `Knoten ${i} ✓`, position: [i * 10.5, i === 0 ? 0 : -i * 1e-7], lengthAddOn }))
  })
  records.push(createNode({ id: id('node', 'N-far'), position: [1e300, -1e-300] }))
  records.push(createSegment({ id: id('segment', 'S0'), startNodeId: id('node', 'N0'), endNodeId: id('node', 'N1'), length: mm(0) }))
  records.push(createSegment({
    id: id('segment', 'S1'), name: 'Hauptstrang', startNodeId: id('node', 'N1'), endNodeId: id('node', 'N2'), length: mm(1234.5),
    points: [[1, 2], [3.25, -4], [0, 0]], fixedDiameter: mm(0),
  }))
  records.push(createSegment({
    id: id('segment', 'S2'), startNodeId: id('node', 'N2'), endNodeId: id('node', 'N3'), length: mm(99), fixedDiameter: mm(7.25),
  }))

  records.push(createConnector({
    id: id('connector', 'X1'), name: 'X1', nodeId: id('node', 'N0'), partNumber: '1-967616-1', description: 'Gehäuse 12-polig',
    usage: 'optional', status: 'invalid', lengthAddOn: mm(15), sealable: true, pluggable: true, rotation: -90, mirrored: true,
  }))
  records.push(createConnector({ id: id('connector', 'X2'), name: '', nodeId: id('node', 'N3') }))
  for (let i = 0; i < 3; i++) records.push(createCavity({ id: id('cavity', `X1.${i + 1}`), connectorId: id('connector', 'X1'), name: `${i + 1}`, index: i }))
  records.push(createCavity({ id: id('cavity', 'X2.A'), connectorId: id('connector', 'X2'), name: 'A', index: -1 }))
  records.push(createSplice({
    id: id('splice', 'SP1'), name: 'SP1', nodeId: id('node', 'N1'), usage: 'customerSpecified', description: 'Ultraschall', lengthAddOn: mm(3),
  }))
  records.push(createMulticore({
    id: id('multicore', 'MC1'), name: 'LiYCY 2×0,5', sheathed: false, shielded: true, od: mm(6.1), cutBackA: mm(40), cutBackB: mm(0.5),
  }))
  WIRE_GROUP_KINDS.forEach((kind, i) => records.push(createWireGroup({
    id: id('wireGroup', `G${i}`), name: `Gruppe ${i}`, kind, pitch: mm(i === 0 ? 20 : 0), wireIds: i === 0 ? [id('wire', 'W1'), id('wire', 'W2')] : [],
  })))

  const cavity = (name: string): WireEndpoint => ({ kind: 'cavity', cavityId: id('cavity', name) })
  records.push(createWire({
    id: id('wire', 'W1'), name: 'Kabel Ω 線束 😀', partNumber: 'FLRY-B 0,35', description: 'Fahrzeugleitung', usage: 'optional', status: 'invalid',
    csa: 0.5, od: mm(1.6), colors: ['RD', 'WH', 'GN'], endA: cavity('X1.1'), endB: { kind: 'splice', spliceId: id('splice', 'SP1') },
    stripA: mm(5), stripB: mm(6.5), fixedLength: mm(0), multicoreId: id('multicore', 'MC1'), groupId: id('wireGroup', 'G0'),
    moduleIds: [id('module', 'M-basic'), id('module', 'M-empty')],
  }))
  records.push(createWire({ id: id('wire', 'W2'), colors: [], csa: 0, od: mm(0), fixedLength: null }))
  records.push(createWire({ id: id('wire', 'W3'), endA: cavity('X2.A'), endB: cavity('X1.3'), fixedLength: mm(2500.75), colors: [''] }))

  records.push(createTerminal({ id: id('terminal', 'T1'), wireId: id('wire', 'W1'), end: 'A', partNumber: '929939-3', lengthAddOn: mm(2) }))
  records.push(createTerminal({ id: id('terminal', 'T2'), wireId: id('wire', 'W3'), end: 'B', status: 'invalid' }))
  records.push(createSeal({ id: id('seal', 'SE1'), cavityId: id('cavity', 'X1.1'), kind: 'seal', partNumber: '828904-1' }))
  records.push(createSeal({ id: id('seal', 'SE2'), cavityId: id('cavity', 'X1.2'), kind: 'plug', usage: 'optional' }))

  PROTECTION_MATERIALS.forEach((material, i) => records.push(createProtection({
    id: id('protection', `P${i}`), name: `Schutz ${i}`, segmentId: id('segment', 'S1'), start: mm(i), end: mm(i + 100.5), material,
    winding: WINDING_TYPES[i % WINDING_TYPES.length]!, width: mm(i === 0 ? 0 : 9), thickness: mm(0.2), overlap: i / 10, gap: mm(i),
    pitch: mm(2 * i), innerDiameter: mm(i === 3 ? 12 : 0), layer: i - 2, usage: PART_USAGES[i % 3]!, status: PART_STATUSES[i % 2]!,
  })))
  records.push(createProtection({ id: id('protection', 'P-tube'), segmentId: id('segment', 'S2'), start: mm(0), end: mm(0), winding: 'tube' }))

  FIXING_KINDS.forEach((kind, i) => records.push(createFixing({
    id: id('fixing', `F${i}`), name: `Halter ${i}`, kind,
    place: i === 0 ? { kind: 'node', nodeId: id('node', 'N4') } : { kind: 'segment', segmentId: id('segment', 'S1'), offset: mm(0) },
  })))
  records.push(createFixing({ id: id('fixing', 'F-off'), place: { kind: 'segment', segmentId: id('segment', 'S2'), offset: mm(42.125) } }))

  records.push({ id: id('table', 'TB1'), typeName: 'table', position: [10, 20], rows: 2, cols: 2, cells: ['Pin', 'Signal', '', 'Masse ⏚'], pinoutOf: null })
  records.push({ id: id('table', 'TB0'), typeName: 'table', position: [0, 0], rows: 0, cols: 0, cells: [], pinoutOf: null })
  records.push({ id: id('label', 'L1'), typeName: 'label', position: [-5, 5], text: 'Zeile 1\nZeile 2 "zitiert" \\ Ende', fontSize: 10.5 })
  records.push({ id: id('label', 'L0'), typeName: 'label', position: [0, 0], text: '', fontSize: 0 })
  return records
}

/** A deterministic pseudo-random generator (mulberry32) giving numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const COLORS = ['BK', 'RD', 'WH', 'GN', 'BU', 'YE', 'BN', 'VT', 'GY', 'OG']
const CSAS = [0.13, 0.22, 0.35, 0.5, 0.75, 1, 1.5, 2.5, 4, 6]

/**
 * A synthetic harness with `wireCount` wires: connectors of 20 cavities on the nodes of a branching
 * tree, wires between random cavities (one in 20 ends on a splice), a terminal per wire, some
 * twisted pairs and fixed lengths. The same seed gives the same records.
 */
export function syntheticDocument(wireCount: number, seed = 1): HarnessRecord[] {
  const random = seededRandom(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
  const records: HarnessRecord[] = [DEFAULT_SETTINGS]
  const connectorCount = Math.max(2, Math.ceil(wireCount / 10))
  const cavityIds: ReturnType<typeof id<'cavity'>>[] = []
  for (let c = 0; c < connectorCount; c++) {
    const nodeId = id('node', `n${c}`)
    records.push(createNode({ id: nodeId, kind: 'connector', name: `N${c}`, position: [random() * 2000, random() * 1000] }))
    if (c > 0) {
      const parent = id('node', `n${Math.floor(random() * c)}`)
      records.push(createSegment({ id: id('segment', `s${c}`), startNodeId: parent, endNodeId: nodeId, length: mm(Math.round(random() * 5000) / 10) }))
    }
    const connectorId = id('connector', `x${c}`)
    records.push(createConnector({ id: connectorId, name: `X${c}`, nodeId, partNumber: `PN-${c % 37}`, description: 'Housing 20 pos.' }))
    for (let k = 0; k < 20; k++) {
      const cavityId = id('cavity', `x${c}.${k + 1}`)
      cavityIds.push(cavityId)
      records.push(createCavity({ id: cavityId, connectorId, name: `${k + 1}`, index: k }))
    }
  }
  const spliceCount = Math.max(1, Math.ceil(wireCount / 200))
  for (let s = 0; s < spliceCount; s++) records.push(createSplice({ id: id('splice', `sp${s}`), name: `SP${s}`, nodeId: id('node', `n${s % connectorCount}`) }))
  const end = (): WireEndpoint =>
    random() < 0.05 ? { kind: 'splice', spliceId: id('splice', `sp${Math.floor(random() * spliceCount)}`) } : { kind: 'cavity', cavityId: pick(cavityIds) }
  for (let w = 0; w < wireCount; w++) {
    const wireId = id('wire', `w${w}`)
    const twisted = w % 50 < 2
    records.push(createWire({
      id: wireId, name: `W${w}`, partNumber: 'FLRY-B', csa: pick(CSAS), od: mm(1 + Math.round(random() * 30) / 10),
      colors: random() < 0.3 ? [pick(COLORS), pick(COLORS)] : [pick(COLORS)], endA: end(), endB: end(),
      stripA: mm(5), stripB: mm(5), fixedLength: random() < 0.02 ? mm(Math.round(random() * 40000) / 10) : null,
      groupId: twisted ? id('wireGroup', `g${Math.floor(w / 50)}`) : null,
    }))
    records.push(createTerminal({ id: id('terminal', `t${w}`), wireId, end: 'A', partNumber: `T-${w % 13}`, lengthAddOn: mm(1.5) }))
    if (w % 50 === 1) records.push(createWireGroup({ id: id('wireGroup', `g${Math.floor(w / 50)}`), wireIds: [id('wire', `w${w - 1}`), wireId] }))
  }
  return records
}
