import type {
  CavityId, FixingId, ModuleId, MulticoreId, NodeId, NodeKind, ProtectionId, SealId, SegmentId, SpliceId, TerminalId, WireGroupId, WireId,
} from '@harness/protocol'
import { DEFAULT_SETTINGS } from '../../model/defaults'
import {
  createFixing, createMulticore, createProtection, createSeal, createSplice, createTerminal, createWireGroup,
} from '../../model/factories'
import type { HarnessRecord, PartFields } from '../../model/records'
import type { Mm } from '../../model/units'

// Test fixtures for the report tests (not exported from the engine). They take the test builder
// of engine/test/harnessBuilder.ts as an argument because that file is outside the engine's
// compiled sources.

/** The shape of engine/test/harnessBuilder.ts's builder that the fixtures use. */
export interface FixtureBuilder {
  readonly records: HarnessRecord[]
  node(id: string, kind?: NodeKind, position?: readonly [number, number]): FixtureBuilder
  segment(from: string, to: string, length: number, id?: string): FixtureBuilder
  connector(name: string, nodeId: string, cavities: number, lengthAddOn?: number): FixtureBuilder
  wire(id: string, from: string, to: string, od?: number): FixtureBuilder
}

/** Replaces fields of the record `id` in `records`. */
export function patch(records: HarnessRecord[], id: string, fields: object): HarnessRecord[] {
  return records.map((r) => (r.id === id ? ({ ...r, ...fields } as HarnessRecord) : r))
}

const part = (partNumber: string, description = '', more: Partial<PartFields> = {}): PartFields => ({
  partNumber, description, usage: 'mandatory', status: 'normal', ...more,
})

/**
 * A small harness: X1 (4 cavities, sealed, add-on 10 mm) at NA, 100 mm to branch J, 50 mm to X2
 * (2 cavities) at NB, 80 mm from J to splice SP1 (add-on 5 mm) at NS; X9 alone at NZ.
 * Wires: W1 X1:1→X2:1, W2 X1:2→SP1, W10 X2:2→SP1 (optional), LOST X1:3→X9:1 (unroutable).
 * A seal in X1:1, a plug in X1:4, tape P1 over NA-J, clip C1 on J-NB at 25 mm.
 */
export function smallHarness(harness: () => FixtureBuilder): HarnessRecord[] {
  const h = harness()
    .node('NA', 'connector').node('J').node('NB', 'connector').node('NS', 'splice').node('NZ', 'connector')
    .segment('NA', 'J', 100).segment('J', 'NB', 50).segment('J', 'NS', 80)
    .connector('X1', 'NA', 4, 10).connector('X2', 'NB', 2).connector('X9', 'NZ', 1)
    .wire('W1', 'X1:1', 'X2:1', 1.3).wire('W2', 'X1:2', 'X2:1', 1.3).wire('W10', 'X2:2', 'X2:1', 1.6).wire('LOST', 'X1:3', 'X9:1', 1.3)
  let records: HarnessRecord[] = [
    ...h.records,
    createSplice({ id: 'SP1' as SpliceId, name: 'SP1', nodeId: 'NS' as NodeId, lengthAddOn: 5 as Mm, ...part('SPL-1', 'crimp splice') }),
    createTerminal({ id: 'T1' as TerminalId, wireId: 'W1' as WireId, end: 'A', ...part('TRM-064', 'MQS terminal 0.64') }),
    createTerminal({ id: 'T2' as TerminalId, wireId: 'W1' as WireId, end: 'B', ...part('TRM-064', 'MQS terminal 0.64') }),
    createTerminal({ id: 'T3' as TerminalId, wireId: 'W2' as WireId, end: 'A', ...part('TRM-064', 'MQS terminal 0.64') }),
    createTerminal({ id: 'T4' as TerminalId, wireId: 'W10' as WireId, end: 'A', ...part('TRM-15', 'MLK terminal 1.5') }),
    createSeal({ id: 'S1' as SealId, cavityId: 'X1:1' as CavityId, kind: 'seal', ...part('SEAL-1', 'single wire seal') }),
    createSeal({ id: 'PL1' as SealId, cavityId: 'X1:4' as CavityId, kind: 'plug', ...part('PLUG-1', 'cavity plug') }),
    createProtection({ id: 'P1' as ProtectionId, name: 'P1', segmentId: 'NA-J' as SegmentId, start: 0 as Mm, end: 100 as Mm, ...part('TAPE-19', 'PVC tape 19 mm') }),
    createFixing({ id: 'C1' as FixingId, name: 'C1', place: { kind: 'segment', segmentId: 'J-NB' as SegmentId, offset: 25 as Mm }, ...part('CLIP-8', 'clip 8 mm') }),
  ]
  records = patch(records, 'X1', { ...part('HSG-4', '4-way housing, sealed'), sealable: true, pluggable: true })
  records = patch(records, 'X2', part('HSG-2', '2-way housing'))
  records = patch(records, 'W1', { ...part('FLRYB-0.35', 'FLRY-B 0.35'), csa: 0.35, colors: ['RD', 'WH'], stripA: 5, stripB: 4 })
  records = patch(records, 'W2', { ...part('FLRYB-0.35', 'FLRY-B 0.35'), csa: 0.35, colors: ['BK'], stripA: 5, endB: { kind: 'splice', spliceId: 'SP1' } })
  records = patch(records, 'W10', { ...part('FLRYB-0.5', 'FLRY-B 0.5', { usage: 'optional' }), csa: 0.5, colors: ['BU'], endB: { kind: 'splice', spliceId: 'SP1' } })
  return records
}

/**
 * A richer harness for the golden files: a trunk X1–J1–J2–X4 with branches to X2, X3 and a
 * splice, modules, a twisted pair, a three-core shielded multicore, seals and plugs, parts
 * without part numbers, optional, customer-specified and invalid parts, seven protection runs of
 * different windings (one tape over a tube), clips and a grommet, an unroutable and an open wire,
 * and length rules with 3 % add-on (5..30 mm) rounded up to 5 mm.
 */
export function richHarness(harness: () => FixtureBuilder): HarnessRecord[] {
  const h = harness()
    .node('N1', 'connector', [0, 0]).node('J1', 'branch', [300, 0]).node('J2', 'branch', [700, 0]).node('N4', 'connector', [1100, 0])
    .node('N2', 'connector', [300, 200]).node('N3', 'connector', [700, -250]).node('NS', 'splice', [700, 120]).node('NZ', 'connector', [0, 400])
    .segment('N1', 'J1', 320, 'S1').segment('J1', 'J2', 410, 'S2').segment('J2', 'N4', 380, 'S3')
    .segment('J1', 'N2', 210, 'S4').segment('J2', 'N3', 260, 'S5').segment('J2', 'NS', 95, 'S6')
    .connector('X1', 'N1', 12, 15).connector('X2', 'N2', 6, 10).connector('X3', 'N3', 4, 10).connector('X4', 'N4', 10, 15).connector('X5', 'NZ', 2)
  const w = (id: string, a: string, b: string, od: number) => h.wire(id, a, b, od)
  w('W1', 'X1:1', 'X4:1', 1.3); w('W2', 'X1:2', 'X4:2', 1.3); w('W3', 'X1:3', 'X2:1', 1.6); w('W4', 'X1:4', 'X3:1', 2.1)
  w('W5', 'X2:2', 'X4:3', 1.3); w('W6', 'X1:5', 'X2:1', 1.3); w('W7', 'X3:2', 'X2:1', 1.3); w('W8', 'X4:4', 'X2:1', 1.3)
  w('W11', 'X1:6', 'X4:5', 1.3); w('W12', 'X1:7', 'X4:6', 1.3)
  w('C1', 'X1:8', 'X4:7', 1.1); w('C2', 'X1:9', 'X4:8', 1.1); w('C3', 'X1:10', 'X4:9', 1.1)
  w('W20', 'X1:11', 'X5:1', 1.3); w('W21', 'X3:3', 'X3:3', 1.3)
  const moduleA = { id: 'module:TOW' as ModuleId, typeName: 'module', name: 'TOW', partNumber: 'MOD-TOW', description: 'tow bar' } as const
  const moduleB = { id: 'module:SUN' as ModuleId, typeName: 'module', name: 'SUN', partNumber: 'MOD-SUN', description: 'sunroof' } as const
  let records: HarnessRecord[] = [
    ...h.records,
    { ...DEFAULT_SETTINGS, lengthRules: { ...DEFAULT_SETTINGS.lengthRules, percentAddOn: 3, minAddOn: 5 as Mm, maxAddOn: 30 as Mm, roundTo: 5 as Mm, roundMethod: 'up' } },
    moduleA, moduleB,
    createSplice({ id: 'SP1' as SpliceId, name: 'SP1', nodeId: 'NS' as NodeId, lengthAddOn: 8 as Mm, ...part('SPL-U4', 'ultrasonic splice') }),
    createWireGroup({ id: 'TW1' as WireGroupId, name: 'TW1', kind: 'twisted', pitch: 25 as Mm, wireIds: ['W11' as WireId, 'W12' as WireId] }),
    createMulticore({ id: 'MC1' as MulticoreId, name: 'MC1', od: 5.2 as Mm, shielded: true, cutBackA: 30 as Mm, cutBackB: 30 as Mm, ...part('CBL-3x0.22-SH', 'shielded cable 3 x 0.22') }),
  ]
  const terminal = (id: string, wire: string, end: 'A' | 'B', pn: string, more: Partial<PartFields> = {}) =>
    createTerminal({ id: id as TerminalId, wireId: wire as WireId, end, lengthAddOn: 2 as Mm, ...part(pn, pn.startsWith('TRM-064') ? 'MQS 0.64 terminal' : 'MLK 1.5 terminal', more) })
  records.push(
    terminal('T1A', 'W1', 'A', 'TRM-064'), terminal('T1B', 'W1', 'B', 'TRM-064'), terminal('T2A', 'W2', 'A', 'TRM-064'), terminal('T2B', 'W2', 'B', 'TRM-064'),
    terminal('T3A', 'W3', 'A', 'TRM-15'), terminal('T4A', 'W4', 'A', 'TRM-15'), terminal('T4B', 'W4', 'B', 'TRM-15', { status: 'invalid' }),
    terminal('T5A', 'W5', 'A', 'TRM-064'), terminal('T5B', 'W5', 'B', 'TRM-064'), terminal('T11A', 'W11', 'A', 'TRM-064'), terminal('T11B', 'W11', 'B', 'TRM-064'),
    terminal('T12A', 'W12', 'A', 'TRM-064'), terminal('T12B', 'W12', 'B', 'TRM-064'), terminal('TC1A', 'C1', 'A', 'TRM-064'), terminal('TC1B', 'C1', 'B', 'TRM-064'),
    terminal('TC2A', 'C2', 'A', 'TRM-064'), terminal('TC2B', 'C2', 'B', 'TRM-064'), terminal('TC3A', 'C3', 'A', 'TRM-064'), terminal('TC3B', 'C3', 'B', 'TRM-064'),
    terminal('T6A', 'W6', 'A', ''), terminal('T7A', 'W7', 'A', 'TRM-064'), terminal('T8A', 'W8', 'A', 'TRM-064'),
  )
  for (const cavity of ['X4:1', 'X4:2', 'X4:3', 'X4:4', 'X4:5', 'X4:6', 'X4:7', 'X4:8', 'X4:9']) {
    records.push(createSeal({ id: `seal:${cavity}` as SealId, cavityId: cavity as CavityId, ...part('SEAL-13', 'seal 1.2-1.6') }))
  }
  records.push(createSeal({ id: 'seal:X3:1' as SealId, cavityId: 'X3:1' as CavityId, ...part('SEAL-21', 'seal 1.9-2.3') }))
  records.push(createSeal({ id: 'plug:X3:4' as SealId, cavityId: 'X3:4' as CavityId, kind: 'plug', ...part('PLUG-A', 'cavity plug') }))
  records.push(createSeal({ id: 'plug:X1:12' as SealId, cavityId: 'X1:12' as CavityId, kind: 'plug', ...part('PLUG-A', 'cavity plug') }))
  const run = (id: string, segment: string, start: number, end: number, fields: Record<string, unknown>) =>
    createProtection({ id: id as ProtectionId, name: id, segmentId: segment as SegmentId, start: start as Mm, end: end as Mm, ...(fields as object) })
  records.push(
    run('P1', 'S2', 0, 410, { ...part('TAPE-PVC-19', 'PVC tape 19 mm'), winding: 'overlap', overlap: 0.5 }),
    run('P2', 'S1', 20, 300, { ...part('TAPE-PVC-19', 'PVC tape 19 mm'), winding: 'spaced', gap: 25 }),
    run('P3', 'S3', 0, 380, { ...part('CT-10', 'corrugated tube NW10'), material: 'corrugatedTube', winding: 'tube', innerDiameter: 10, thickness: 0.8 }),
    run('P4', 'S3', 0, 40, { ...part('TAPE-PVC-19', 'PVC tape 19 mm'), winding: 'overlap', overlap: 0.5, layer: 1 }),
    run('P5', 'S4', 10, 200, { ...part('', ''), material: 'ductTape', winding: 'spot', pitch: 60, width: 25 }),
    run('P6', 'S6', 0, 60, { ...part('HS-6', 'heat-shrink 6/2'), material: 'heatShrinkTube', winding: 'tube', innerDiameter: 6, thickness: 0.5 }),
    run('P7', 'S5', 0, 260, { ...part('TAPE-PVC-19', 'PVC tape 19 mm', { usage: 'customerSpecified' }), winding: 'spiral', pitch: 40 }),
  )
  const fixing = (id: string, place: Record<string, unknown>, kind: 'clip' | 'grommet', pn: string) =>
    createFixing({ id: id as FixingId, name: id, kind, place: place as never, ...part(pn, kind === 'clip' ? 'fir-tree clip' : 'grommet 20 mm') })
  records.push(
    fixing('F2', { kind: 'segment', segmentId: 'S2', offset: 200 }, 'clip', 'CLIP-FT'),
    fixing('F1', { kind: 'segment', segmentId: 'S1', offset: 150 }, 'clip', 'CLIP-FT'),
    fixing('F3', { kind: 'segment', segmentId: 'S3', offset: 190 }, 'clip', 'CLIP-FT'),
    fixing('G1', { kind: 'node', nodeId: 'J2' }, 'grommet', 'GRM-20'),
  )
  const wirePart = (pn: string, desc: string, csa: number, colors: string[], more: Record<string, unknown> = {}) => ({ ...part(pn, desc), csa, colors, stripA: csa >= 1 ? 6 : 4, stripB: csa >= 1 ? 6 : 4, ...more })
  records = patch(records, 'X1', { ...part('HSG-12', '12-way housing'), pluggable: true })
  records = patch(records, 'X2', part('HSG-6', '6-way housing'))
  records = patch(records, 'X3', { ...part('HSG-4S', '4-way housing, sealed'), sealable: true, pluggable: true })
  records = patch(records, 'X4', { ...part('HSG-8S', '8-way housing, sealed', { usage: 'customerSpecified' }), sealable: true })
  records = patch(records, 'W1', wirePart('FLRYB-0.35', 'FLRY-B 0.35', 0.35, ['RD']))
  records = patch(records, 'W2', wirePart('FLRYB-0.35', 'FLRY-B 0.35', 0.35, ['BK'], { moduleIds: ['module:TOW'] }))
  records = patch(records, 'W3', wirePart('FLRYB-0.75', 'FLRY-B 0.75', 0.75, ['GN', 'YE'], { endB: { kind: 'splice', spliceId: 'SP1' } }))
  records = patch(records, 'W4', wirePart('FLRYB-1.5', 'FLRY-B 1.5', 1.5, ['BN'], { moduleIds: ['module:SUN', 'module:TOW'] }))
  records = patch(records, 'W5', wirePart('FLRYB-0.35', 'FLRY-B 0.35', 0.35, ['VT', 'WH']))
  records = patch(records, 'W6', wirePart('', '', 0.35, ['GY'], { endB: { kind: 'splice', spliceId: 'SP1' } }))
  records = patch(records, 'W7', wirePart('FLRYB-0.35', 'FLRY-B 0.35', 0.35, ['OG'], { endB: { kind: 'splice', spliceId: 'SP1' }, fixedLength: 700 }))
  records = patch(records, 'W8', wirePart('FLRYB-0.35', 'FLRY-B 0.35', 0.35, ['PK'], { endB: { kind: 'splice', spliceId: 'SP1' } }))
  records = patch(records, 'W11', wirePart('FLRYB-0.35', 'FLRY-B 0.35', 0.35, ['WH'], { groupId: 'TW1' }))
  records = patch(records, 'W12', wirePart('FLRYB-0.35', 'FLRY-B 0.35', 0.35, ['BU'], { groupId: 'TW1' }))
  records = patch(records, 'C1', { csa: 0.22, colors: ['BK'], multicoreId: 'MC1' })
  records = patch(records, 'C2', { csa: 0.22, colors: ['BN'], multicoreId: 'MC1' })
  records = patch(records, 'C3', { csa: 0.22, colors: ['BU'], multicoreId: 'MC1' })
  records = patch(records, 'W20', wirePart('FLRYB-0.35', 'FLRY-B 0.35', 0.35, ['YE']))
  records = patch(records, 'W21', wirePart('FLRYB-0.35', 'FLRY-B 0.35', 0.35, ['WH'], { endB: { kind: 'open' } }))
  return records
}
