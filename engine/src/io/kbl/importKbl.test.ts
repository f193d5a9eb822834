import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createRecords } from '../../commands/records'
import { Editor } from '../../Editor'
import { pageDimensions } from '../../model/defaults'
import { PAGE_MARGIN_MM } from '../../model/placeOnPage'
import type { HarnessRecord, NodeRecord, RecordOf, SettingsRecord, TypeName } from '../../model/records'
import { importKbl } from './importKbl'
import type { KblImportReport } from './KblImportReport'

// The corpus lives beside the repository: <repo>/../shared/corpus/kbl.
const repoRoot = new URL('../../../../', import.meta.url)
const corpus = new URL('../shared/corpus/kbl/samples/', repoRoot)
const files = readdirSync(corpus).filter((f) => f.endsWith('.kbl')).sort()
const read = (file: string) => readFileSync(new URL(file, corpus), 'utf8')
const MODULAR = 'kblxml_2.4sr-1_tab016120_modulare_ltgs._160718.kbl'
const MOVO = 'kblxml_2.3sr-1_000971619_ltgs_movo_170718.kbl'
const VOBES = 'vobes_sample_kbl24_mit_sicherungstraeger.kbl'
const tiny = readFileSync(new URL('./__fixtures__/tiny-2.5.kbl', import.meta.url), 'utf8')

/** Occurrences of an element's start tag, counted with a regex independent of the importer. */
function countTags(xml: string, name: string): number {
  return xml.match(new RegExp(`<${name}[\\s>/]`, 'g'))?.length ?? 0
}

function ofType<T extends TypeName>(records: readonly HarnessRecord[], typeName: T): RecordOf<T>[] {
  return records.filter((r): r is RecordOf<T> => r.typeName === typeName)
}

/** The records a document holds beside its settings (what createRecords adds to an open one). */
const withoutSettings = (records: readonly HarnessRecord[]) => records.filter((r) => r.typeName !== 'settings')

function imported(xml: string): { records: HarnessRecord[]; report: KblImportReport } {
  const result = importKbl(xml)
  if (!result.ok) throw new Error(`import failed: ${JSON.stringify(result.error)}`)
  return result
}

describe('importKbl on the corpus', () => {
  it('finds the seven sample files', () => {
    expect(files).toHaveLength(7)
  })

  describe.each(files)('%s', (file) => {
    const xml = read(file)
    const { records, report } = imported(xml)

    it('counts what the file holds (each element counted by a tag regex)', () => {
      const c = report.counts
      const m = report.merged
      expect(c.connectors + c.splices + m.connectors).toBe(countTags(xml, 'Connector_occurrence'))
      expect(c.wires + m.wires).toBe(countTags(xml, 'General_wire_occurrence'))
      expect(c.cores).toBe(countTags(xml, 'Core_occurrence'))
      expect(c.segments).toBe(countTags(xml, 'Segment'))
      expect(c.nodes).toBe(countTags(xml, 'Node'))
      expect(c.protections + m.protections).toBe(countTags(xml, 'Wire_protection_occurrence'))
      expect(c.protectionRuns).toBe(countTags(xml, 'Protection_area'))
      expect(c.fixings + m.fixings).toBe(countTags(xml, 'Fixing_occurrence'))
      expect(c.modules).toBe(countTags(xml, 'Module'))
      expect(c.configurations).toBe(countTags(xml, 'Harness_configuration'))
      expect(c.connections).toBe(countTags(xml, 'Connection'))
    })

    it('emits as many records as it counts', () => {
      const c = report.counts
      expect(ofType(records, 'connector')).toHaveLength(c.connectors + c.componentBoxConnectors)
      expect(ofType(records, 'splice')).toHaveLength(c.splices)
      expect(ofType(records, 'multicore')).toHaveLength(c.multicores)
      expect(ofType(records, 'wire')).toHaveLength(c.wires - c.multicores + c.cores)
      expect(ofType(records, 'wire').filter((w) => w.multicoreId !== null)).toHaveLength(c.cores)
      expect(ofType(records, 'segment')).toHaveLength(c.segments)
      expect(ofType(records, 'node')).toHaveLength(c.nodes + c.addedNodes)
      expect(ofType(records, 'protection')).toHaveLength(c.protectionRuns)
      expect(ofType(records, 'fixing')).toHaveLength(c.fixings)
      expect(ofType(records, 'module')).toHaveLength(c.modules)
      expect(ofType(records, 'configuration')).toHaveLength(c.configurations)
    })

    it('produces records that createRecords accepts (every reference resolves)', () => {
      expect(new Editor().run(createRecords, { records: withoutSettings(records) })).toBe(true)
    })

    it('derives readable ids from KBL ids, identical on re-import', () => {
      for (const r of withoutSettings(records)) expect(r.id.startsWith(`${r.typeName}:`)).toBe(true)
      expect(imported(xml).records).toEqual(records)
    })

    it('reports every stated wire length', () => {
      expect(report.statedLengths.length).toBeGreaterThan(0)
      for (const s of report.statedLengths) {
        expect(s.value).toBeGreaterThanOrEqual(0)
        expect(records.some((r) => r.id === s.recordId)).toBe(true)
      }
    })

    it('attaches every connected wire end', () => {
      const wires = ofType(records, 'wire')
      const open = wires.filter((w) => w.endA.kind === 'open' || w.endB.kind === 'open')
      expect(open.length).toBe(0)
    })
  })

  it('detects the release of each file', () => {
    const releases = Object.fromEntries(files.map((f) => [f, imported(read(f)).report.version]))
    for (const f of files.filter((f) => f.includes('2.3sr-1'))) expect(releases[f]).toMatchObject({ release: '2.3', versionId: '2.3 SR-1' })
    expect(releases[MODULAR]).toMatchObject({ release: '2.4', versionId: '2.4 SR-1', source: 'version_id' })
    expect(releases[VOBES]).toMatchObject({ release: '2.4', versionId: '2.4' })
  })

  it('keeps the modular harness as the corpus README counts it', () => {
    const { report, records } = imported(read(MODULAR))
    const c = report.counts
    expect(c.connectors + c.splices + report.merged.connectors).toBe(168)
    expect(c.wires + report.merged.wires).toBe(241)
    expect(c.cores).toBe(70)
    expect(c.segments).toBe(183)
    expect(c.nodes).toBe(184)
    expect(c.protections).toBe(105)
    expect(c.fixings + report.merged.fixings).toBe(17)
    expect(c.modules).toBe(34)
    expect(c.configurations).toBe(3)
    const configurations = ofType(records, 'configuration')
    // The third configuration ("Freie Kombination") lists no modules: <Modules/>.
    const listed = [...read(MODULAR).matchAll(/<Modules(?:>([^<]*)<\/Modules>|\/>)/g)].map((m) => (m[1] ?? '').split(/\s+/).filter(Boolean).length)
    expect(listed).toEqual([34, 7, 0])
    expect(configurations.map((k) => k.moduleIds.length)).toEqual(listed)
    expect(new Set(configurations.flatMap((k) => k.moduleIds)).size).toBe(34)
    // Every wire of a module-controlled occurrence names its modules.
    expect(ofType(records, 'wire').filter((w) => w.moduleIds.length > 0).length).toBeGreaterThan(200)
    // TAPE and WELLROHR protections map to tape and corrugated tube.
    const materials = new Set(ofType(records, 'protection').map((p) => p.material))
    expect([...materials].sort()).toEqual(['corrugatedTube', 'ductTape', 'pvcTape'])
  })

  it('orders a housing\'s cavities naturally (1A, 1B, 2A ... 10A), whatever order the file lists them in', () => {
    const { records } = imported(read(MODULAR))
    const editor = new Editor(records)
    const sa = ofType(records, 'connector').find((c) => c.name === 'XA.SA.1.A')!
    const names = editor.doc.cavitiesOf(sa.id).map((c) => c.name)
    expect(names.slice(0, 4)).toEqual(['1A', '1B', '2A', '2B'])
    expect(names.indexOf('10A')).toBe(names.indexOf('9B') + 1)
    // The file lists 10A before 1A.
    const text = read(MODULAR)
    const listedAt = (name: string) => text.indexOf(`<Cavity_number>${name}</Cavity_number>`)
    expect(listedAt('10A')).toBeLessThan(listedAt('1A'))
    // Every housing's cavities read in natural order.
    for (const c of ofType(records, 'connector')) {
      const own = editor.doc.cavitiesOf(c.id).map((x) => x.name)
      expect(own).toEqual([...own].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })))
    }
  })

  it('keeps the README counts of the other described files', () => {
    const movo = imported(read(MOVO)).report.counts
    expect([movo.connectors + movo.splices, movo.wires, movo.segments]).toEqual([20, 18, 30])
    const vobes = imported(read(VOBES)).report.counts
    expect([vobes.connectors + vobes.splices, vobes.wires, vobes.segments]).toEqual([14, 10, 22])
    expect(vobes.componentBoxConnectors).toBe(9)
  })
})

describe('importKbl on a hand-written KBL 2.5 SR-1 file', () => {
  const { records, report } = imported(tiny)
  const byId = new Map(records.map((r) => [r.id as string, r]))

  it('reports release 2.5 and no warnings', () => {
    expect(report.version).toMatchObject({ release: '2.5', versionId: '2.5 SR-1' })
    expect(report.warnings).toEqual([])
    expect(new Editor().run(createRecords, { records: withoutSettings(records) })).toBe(true)
  })

  it('projects 3D and 2D points to the sheet as the top view (x, −y), moved onto a page that holds the drawing', () => {
    // N2 is at (100, 50, z) and N4 at (100, 200) in the file: 150 mm apart, N4 above on the sheet.
    const at = (id: string) => (byId.get(id) as NodeRecord).position
    expect(byId.get('node:N2')).toMatchObject({ kind: 'splice' })
    expect(byId.get('node:N4')).toMatchObject({ kind: 'connector' })
    expect([at('node:N4')[0] - at('node:N2')[0], at('node:N4')[1] - at('node:N2')[1]]).toEqual([0, -150])
    // The drawing begins 20 mm inside the page's corner, and the page holds it.
    const nodes = records.filter((r): r is NodeRecord => r.typeName === 'node')
    expect([Math.min(...nodes.map((n) => n.position[0])), Math.min(...nodes.map((n) => n.position[1]))]).toEqual([PAGE_MARGIN_MM, PAGE_MARGIN_MM])
    const settings = records.find((r): r is SettingsRecord => r.typeName === 'settings')!
    const [width, height] = pageDimensions(settings)
    expect(Math.max(...nodes.map((n) => n.position[0])) + PAGE_MARGIN_MM).toBeLessThanOrEqual(width)
    expect(Math.max(...nodes.map((n) => n.position[1])) + PAGE_MARGIN_MM).toBeLessThanOrEqual(height)
  })

  it('takes Physical_length over Virtual_length and honours inch and metre units', () => {
    expect(byId.get('segment:S1')).toMatchObject({ length: 101.6, startNodeId: 'node:N1', endNodeId: 'node:N2' })
    expect(byId.get('segment:S2')).toMatchObject({ length: 100 })
  })

  it('maps wires, cables, cores, splices, terminals, seals and plugs', () => {
    expect(byId.get('wire:W1')).toMatchObject({
      csa: 0.5, od: 1.6, colors: ['RD', 'WH'], endA: { kind: 'cavity', cavityId: 'cavity:X1C1' }, endB: { kind: 'cavity', cavityId: 'cavity:X2C1' },
      groupId: 'wireGroup:WG1', moduleIds: ['module:M1'], partNumber: 'FLRY-0.5',
    })
    expect(byId.get('wire:W2')).toMatchObject({ endB: { kind: 'splice', spliceId: 'splice:SP1' }, moduleIds: [] })
    expect(byId.get('multicore:CAB1')).toMatchObject({ sheathed: false, shielded: false, od: 3.2 })
    // The cores state a cross-section but no outer diameter: the engine's table value (1.4 mm at 0.35 mm²).
    expect(byId.get('wire:K1')).toMatchObject({ multicoreId: 'multicore:CAB1', csa: 0.35, od: 1.4, colors: ['BK'], groupId: 'wireGroup:CAB1', moduleIds: ['module:M2'] })
    expect(byId.get('wireGroup:CAB1')).toMatchObject({ kind: 'twisted', wireIds: ['wire:K1', 'wire:K2'] })
    // Without its stated 3.2 mm, the bare twist is its two 1.4 mm cores packed (1.2 · √2 · 1.4), no jacket.
    const unstated = imported(tiny.replace(/<Outside_diameter id="GW2D">.*?<\/Outside_diameter>/, '')).records.find((r) => r.id === 'multicore:CAB1')
    expect(unstated).toMatchObject({ sheathed: false, od: 2.4 })
    expect(byId.get('terminal:TO1')).toMatchObject({ wireId: 'wire:W1', end: 'A', partNumber: 'TERM-1' })
    expect(byId.get('seal:SO1')).toMatchObject({ kind: 'seal', cavityId: 'cavity:X1C1' })
    expect(byId.get('seal:PL1')).toMatchObject({ kind: 'plug', cavityId: 'cavity:X3C2', partNumber: 'PLUG-1' })
    expect(byId.get('connector:X1')).toMatchObject({ sealable: true, nodeId: 'node:N1' })
    expect(byId.get('connector:X3')).toMatchObject({ pluggable: true, nodeId: 'node:N4' })
  })

  it('places protections by absolute or relative locations, and fixings by location', () => {
    expect(byId.get('protection:PA1')).toMatchObject({ segmentId: 'segment:S1', start: 10, end: 50, material: 'pvcTape', winding: 'doubleOverlap' })
    expect(byId.get('protection:PA2')).toMatchObject({ segmentId: 'segment:S2', start: 25, end: 75, material: 'corrugatedTube', winding: 'tube', innerDiameter: 8.3 })
    expect(byId.get('fixing:FO1')).toMatchObject({ kind: 'grommet', place: { kind: 'segment', segmentId: 'segment:S1', offset: 50.8 } })
  })

  it('maps modules and configurations', () => {
    expect(byId.get('configuration:HC1')).toMatchObject({ name: 'Full', moduleIds: ['module:M1', 'module:M2'] })
    expect(byId.get('module:M2')).toMatchObject({ name: 'MOD-CAN', description: 'CAN module' })
  })

  it('states lengths in mm with their types', () => {
    expect(report.statedLengths.map((s) => [s.recordId, s.lengthType, Number(s.value.toFixed(3))])).toEqual([
      ['wire:W1', 'DMU', 210], ['wire:W1', 'Production', 215.9], ['wire:W2', 'Drawing', 150],
      ['multicore:CAB1', 'DMU', 250], ['wire:K1', 'DMU', 101.6], ['wire:K2', 'DMU', 260],
    ])
  })
})
