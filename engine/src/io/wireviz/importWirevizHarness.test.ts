import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { createRecords } from '../../commands/records'
import { deriveHarness } from '../../derive/deriveHarness'
import { Editor } from '../../Editor'
import type { HarnessRecord, RecordOf, TypeName } from '../../model/records'
import { bom } from '../../reports/bom'
import { decodeDocument, encodeDocument } from '../flatbuffers/documentCodec'
import { validateRecord } from '../json/validateRecord'
import { importWirevizHarness } from './importWirevizHarness'
import type { WirevizHarnessNote } from './wirevizHarnessNotes'
import { importWireviz } from './wirevizImport'
import { layoutWirevizHarness } from './wirevizLayout'
import { cableLengthMm } from './wirevizLength'
import { connectorsReached } from './wirevizTopology'

const corpusDir = fileURLToPath(new URL('../shared/corpus/wireviz/', new URL('../../../../', import.meta.url)))
const cases = ['examples', 'tutorial', 'synthetic'].flatMap((folder) =>
  existsSync(corpusDir + folder) ? readdirSync(corpusDir + folder).filter((f) => f.endsWith('.yml')).sort().map((f) => `${folder}/${f.slice(0, -4)}`) : [],
)
const read = (name: string) => readFileSync(`${corpusDir}${name}.yml`, 'utf8')

function ofType<T extends TypeName>(records: readonly HarnessRecord[], typeName: T): RecordOf<T>[] {
  return records.filter((r): r is RecordOf<T> => r.typeName === typeName)
}

function noteOf<C extends WirevizHarnessNote['code']>(notes: readonly WirevizHarnessNote[], code: C): Extract<WirevizHarnessNote, { code: C }>[] {
  return notes.filter((n): n is Extract<WirevizHarnessNote, { code: C }> => n.code === code)
}

function harnessOf(yaml: string) {
  const r = importWirevizHarness(yaml)
  if (!r.ok) throw new Error(`import failed: ${JSON.stringify(r.error)}`)
  return r
}

describe('importWirevizHarness on the WireViz corpus', () => {
  it('finds all 36 corpus files', () => {
    expect(cases).toHaveLength(36)
  })

  describe.each(cases)('%s', (name) => {
    const yaml = read(name)
    const wireviz = importWireviz(yaml)
    if (!wireviz.ok) throw new Error(`WireViz refuses ${name}: ${wireviz.error.message}`)
    const harness = wireviz.value.harness
    const { records, notes } = harnessOf(yaml)

    it('has the connectors, cables and wires of the WireViz harness', () => {
      expect(ofType(records, 'connector').map((c) => c.id)).toEqual(harness.connectors.map((c) => `connector:${c.name}`))
      expect(ofType(records, 'cavity')).toHaveLength(harness.connectors.reduce((n, c) => n + c.template.pins.length, 0))
      expect(ofType(records, 'multicore')).toHaveLength(harness.cables.filter((c) => !c.template.bundle).length)
      const wireCount = harness.cables.reduce((n, c) => n + c.template.wirecount + (c.template.shield ? 1 : 0), 0)
      expect(ofType(records, 'wire')).toHaveLength(wireCount)
      const cores = harness.cables.reduce((n, c) => n + (c.template.bundle ? 0 : c.template.wirecount + (c.template.shield ? 1 : 0)), 0)
      expect(ofType(records, 'wire').filter((w) => w.multicoreId !== null)).toHaveLength(cores)
      expect(ofType(records, 'node').filter((n) => n.kind === 'branch')).toHaveLength(harness.cables.length)
    })

    it('passes the document validation and round-trips through the native format unchanged', () => {
      for (const [i, record] of records.entries()) {
        const checked = validateRecord(record, i)
        if (!checked.ok) expect.fail(checked.message)
      }
      const decoded = decodeDocument(encodeDocument(records))
      if (!decoded.ok) throw new Error(decoded.error.message)
      expect(new Map(decoded.records.filter((r) => r.typeName !== 'settings').map((r) => [r.id, r]))).toEqual(new Map(records.map((r) => [r.id, r])))
    })

    it('is accepted by createRecords (every reference resolves) and gives the same records on re-import', () => {
      expect(new Editor().run(createRecords, { records })).toBe(true)
      expect(harnessOf(yaml).records).toEqual(records)
    })

    it('routes every wire whose ends are attached; the others are named in openWireEnds notes', () => {
      const derived = deriveHarness(new Editor(records).doc)
      const open = new Set(noteOf(notes, 'openWireEnds').flatMap((n) => n.wires.map((w) => `wire:${n.cable}:${w}`)))
      for (const wire of ofType(records, 'wire')) {
        const attached = wire.endA.kind !== 'open' && wire.endB.kind !== 'open'
        expect(open.has(wire.id), wire.id).toBe(!attached)
        if (attached) expect(derived.routes.get(wire.id)?.ok, wire.id).toBe(true)
      }
    })

    it('gives every route through a cable star the cable length, and every wire its cable length', () => {
      const segments = new Map(ofType(records, 'segment').map((s) => [s.id, s]))
      const wires = ofType(records, 'wire')
      const reached = connectorsReached(harness)
      for (const cable of harness.cables) {
        const length = cableLengthMm(cable.template.length, cable.template.lengthUnit)
        const arms = reached.get(cable.name)!
        const armLengths = arms.map((_, k) => segments.get(`segment:${cable.name}:${k + 1}` as never)!.length)
        if (!length.ok) {
          expect(noteOf(notes, 'noLength').some((n) => n.cable === cable.name)).toBe(true)
          expect(armLengths.every((l) => l === 0)).toBe(true)
          continue
        }
        for (let i = 0; i < arms.length; i++) for (let j = i + 1; j < arms.length; j++) expect(armLengths[i]! + armLengths[j]!).toBeCloseTo(length.mm, 9)
        if (arms.length === 1) expect(armLengths[0]).toBe(length.mm)
        for (const w of wires.filter((w) => w.id.startsWith(`wire:${cable.name}:`))) expect(w.fixedLength).toBe(length.mm)
      }
    })

    it('lays connectors out without overlaps, each cable right of the connectors it comes from', () => {
      const layout = layoutWirevizHarness(harness)
      const boxes = harness.connectors.map((c) => layout.get(c.name)!)
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, b] = [boxes[i]!, boxes[j]!]
          if (a.column !== b.column) continue
          expect(a.top + a.height <= b.top || b.top + b.height <= a.top, `${harness.connectors[i]!.name} overlaps ${harness.connectors[j]!.name}`).toBe(true)
        }
      }
      for (const c of harness.connections) {
        if (c.from && c.to && c.from.connector !== c.to.connector) {
          const [from, to] = [layout.get(c.from.connector)!, layout.get(c.to.connector)!]
          // A relation dropped to break a cycle may leave a pair the other way round; none of the corpus has one.
          expect(from.column).toBeLessThan(to.column)
        }
      }
    })

    it('starts its notes with generatedTopology', () => {
      expect(notes[0]).toEqual({
        code: 'generatedTopology', layout: 'starPerCable', cables: harness.cables.length, branchNodes: harness.cables.length,
        segments: ofType(records, 'segment').length,
      })
    })
  })
})

describe('importWirevizHarness: mapping rules', () => {
  it('names unnamed instances in its notes as the editor names them (F.1, not WireViz\'s __F_1)', () => {
    const result = importWirevizHarness(read('examples/ex11'))
    if (!result.ok) throw new Error(result.error.message)
    const mates = result.notes.filter((n) => n.code === 'mate')
    expect(mates).toEqual([1, 2, 3, 4].map((i) => ({ code: 'mate', kind: 'pin', from: `F.${i}:1`, to: `X1:${i}` })))
    const connectors = new Set(ofType(result.records, 'connector').map((c) => c.name))
    for (const mate of mates) expect(connectors.has(mate.from.split(':')[0]!)).toBe(true)
    expect(JSON.stringify(result.notes)).not.toContain('__')
  })

  it('maps ex01 as its golden file shows', async () => {
    await expect(`${JSON.stringify(harnessOf(read('examples/ex01')), null, 2)}\n`).toMatchFileSnapshot('./__golden__/ex01.harness.json')
  })

  it('converts AWG and stated units, and assumes 0.35 mm² for an unknown gauge', () => {
    const { records, notes } = harnessOf(`
connectors: {X1: {pincount: 3}, X2: {pincount: 3}}
cables:
  A: {wirecount: 1, gauge: 20 AWG, length: 2 ft}
  B: {wirecount: 1, gauge: 1.5, gauge_unit: mm2, length: 500 mm}
  C: {wirecount: 1, gauge: 3 furlongs}
connections:
  - [{X1: 1}, {A: 1}, {X2: 1}]
  - [{X1: 2}, {B: 1}, {X2: 2}]
  - [{X1: 3}, {C: 1}, {X2: 3}]
`)
    const wire = (id: string) => ofType(records, 'wire').find((w) => w.id === id)!
    expect(wire('wire:A:1')).toMatchObject({ csa: 0.5176, od: 1.9, fixedLength: 609.6 })
    expect(wire('wire:B:1')).toMatchObject({ csa: 1.5, od: 2.4, fixedLength: 500 })
    expect(wire('wire:C:1')).toMatchObject({ csa: 0.35, fixedLength: null })
    expect(noteOf(notes, 'assumedGauge')).toEqual([{ code: 'assumedGauge', cable: 'C', gauge: '3 furlongs', csa: 0.35 }])
    expect(noteOf(notes, 'noLength')).toEqual([{ code: 'noLength', cable: 'C', length: '0 m', reason: 'noLength' }])
  })

  it('gives a cable reaching one connector a single arm of the full length', () => {
    const { records, notes } = harnessOf(`
connectors: {X1: {pincount: 2}}
cables: {W1: {wirecount: 2, length: 0.4}}
connections:
  - [{X1: [1, 2]}, {W1: [1, 2]}]
`)
    expect(ofType(records, 'segment')).toMatchObject([{ id: 'segment:W1:1', length: 400, startNodeId: 'node:X1', endNodeId: 'node:W1' }])
    expect(noteOf(notes, 'openWireEnds')).toEqual([{ code: 'openWireEnds', cable: 'W1', wires: ['1', '2'] }])
  })

  it('joins a wire connected in two sets, and notes ends beyond two, loops, mates, unconnected pins and BOM-only items', () => {
    const { records, notes } = harnessOf(`
connectors:
  X1: {pincount: 3, loops: [[2, 3]]}
  X2: {pinlabels: [GND, VCC]}
  X3: {pincount: 1}
  X4: {pincount: 1, additional_components: [{type: Cover}]}
cables:
  W1: {colors: [GNYE, "#ff0000:#123456"], length: 1}
connections:
  - [{X1: 1}, {W1: 1}]
  - [{W1: [1, 2]}, {X2: [GND, VCC]}]
  - [{X3: 1}, {W1: 1}]
  - [X3, -->, X4]
  - [X2, ==>, X4]
additional_bom_items:
  - {description: Label}
`)
    const wires = ofType(records, 'wire')
    expect(wires[0]).toMatchObject({ id: 'wire:W1:1', colors: ['GN', 'YE'], endA: { cavityId: 'cavity:X1:1' }, endB: { cavityId: 'cavity:X2:1' } })
    expect(wires[1]).toMatchObject({ id: 'wire:W1:2', colors: ['RD', '#123456'], endA: { kind: 'open' }, endB: { cavityId: 'cavity:X2:2' } })
    expect(ofType(records, 'cavity').filter((c) => c.connectorId === 'connector:X2').map((c) => c.name)).toEqual(['GND', 'VCC'])
    expect(notes.slice(1)).toEqual([
      { code: 'assumedGauge', cable: 'W1', gauge: '', csa: 0.35 },
      { code: 'extraWireEnds', cable: 'W1', wire: '1', dropped: ['X3:1'] },
      { code: 'openWireEnds', cable: 'W1', wires: ['2'] },
      { code: 'unconnectedPins', connector: 'X1', pins: ['2', '3'] },
      { code: 'unconnectedPins', connector: 'X3', pins: ['1'] },
      { code: 'unconnectedPins', connector: 'X4', pins: ['1'] },
      { code: 'loop', connector: 'X1', pins: ['2', '3'] },
      { code: 'mate', kind: 'pin', from: 'X3:1', to: 'X4:1' },
      { code: 'mate', kind: 'connector', from: 'X2', to: 'X4' },
      { code: 'bomOnlyItems', additionalComponents: 1, additionalBomItems: 1 },
    ])
  })

  it('notes a shield reference on a cable without a shield and keeps the shield of a shielded one', () => {
    const { records, notes } = harnessOf(`
connectors: {X1: {pincount: 2}}
cables: {W1: {wirecount: 1}, W2: {wirecount: 1, shield: true}}
connections:
  - [{X1: 1}, {W1: s}]
  - [{X1: 2}, {W2: s}]
`)
    expect(noteOf(notes, 'unknownWire')).toEqual([{ code: 'unknownWire', cable: 'W1', wire: 's' }])
    expect(ofType(records, 'multicore').map((m) => [m.id, m.shielded])).toEqual([['multicore:W1', false], ['multicore:W2', true]])
    expect(ofType(records, 'wire').find((w) => w.id === 'wire:W2:s')).toMatchObject({ multicoreId: 'multicore:W2', endA: { cavityId: 'cavity:X1:2' } })
  })

  it('puts items of a cycle in columns by first appearance and never overlaps them', () => {
    const { records } = harnessOf(`
connectors: {X1: {pincount: 4}, X2: {pincount: 2}}
cables: {W1: {wirecount: 1, length: 1}, W2: {wirecount: 1, length: 2}}
connections:
  - [{X1: 1}, {W1: 1}, {X2: 1}]
  - [{X2: 2}, {W2: 1}, {X1: 2}]
`)
    const position = new Map<string, readonly [number, number]>(ofType(records, 'node').map((n) => [n.id, n.position]))
    expect(position.get('node:X1')![0]).toBeLessThan(position.get('node:W1')![0])
    expect(position.get('node:W1')![0]).toBeLessThan(position.get('node:X2')![0])
    expect(position.get('node:X2')![0]).toBeLessThan(position.get('node:W2')![0])
  })

  it('returns the WireViz error value for a file WireViz refuses', () => {
    const r = importWirevizHarness('connectors:\n  X1: {pincount: 2}\nconnections:\n  - [{X1: 3}]\n  - [X9]\n')
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatchObject({ path: 'connections[1][0]', line: null, column: null })
    const syntax = importWirevizHarness('connectors: [\n')
    expect(syntax.ok).toBe(false)
    if (!syntax.ok) expect(syntax.error).toMatchObject({ path: null, line: expect.any(Number), column: expect.any(Number) })
  })
})

describe('importWirevizHarness: housing colours', () => {
  it('ends a connector\'s description with its colour, so the BOM lists ferrules as WireViz does (tutorial05: 4 orange ferrules)', () => {
    const { records } = harnessOf(read('tutorial/tutorial05'))
    const ferrules = ofType(records, 'connector').filter((c) => c.description.startsWith('Crimp ferrule'))
    expect(ferrules).toHaveLength(4)
    for (const f of ferrules) expect(f.description).toBe('Crimp ferrule, 0.5 mm², OG')
    // A housing without a colour keeps its description as the file gives it.
    expect(ofType(records, 'connector').find((c) => c.name === 'X1')!.description).toBe('Molex 8981, female')
    const doc = new Editor(records).doc
    const line = bom(doc, deriveHarness(doc)).find((l) => l.description === 'Crimp ferrule, 0.5 mm², OG')
    expect(line?.quantity).toBe(4)
  })
})

describe('importWirevizHarness: colours in descriptions', () => {
  const yaml = (connector: string, cable: string) => `connectors:
  X1:
${connector}
  X2:
    pincount: 2
cables:
  W1:
${cable}
connections:
  - - X1: [1, 2]
    - W1: [1, 2]
    - X2: [1, 2]
`
  it('puts a colour after the type and before the part sources, and leaves a colour without a type out', () => {
    const typed = harnessOf(yaml('    pincount: 2\n    type: Molex KK\n    color: GNYE\n    manufacturer: Molex\n    mpn: 22-01-3027', '    wirecount: 2\n    type: LIYY\n    color: BK'))
    expect(ofType(typed.records, 'connector').find((c) => c.name === 'X1')!.description).toBe('Molex KK, GN/YE; Molex: 22-01-3027')
    expect(ofType(typed.records, 'multicore')[0]!.description).toBe('LIYY, BK')
    const bare = harnessOf(yaml('    pincount: 2\n    color: RD', '    wirecount: 2\n    color: BK'))
    expect(ofType(bare.records, 'connector').find((c) => c.name === 'X1')!.description).toBe('')
    expect(ofType(bare.records, 'multicore')[0]!.description).toBe('')
  })
})
