import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')
const corpus = resolve(root, '../shared/corpus')
const kblDir = join(corpus, 'kbl/samples')
let work: string

/** Runs the built command-line tool; answers exit code, stdout and stderr. */
function harness(...args: string[]): { code: number; out: string; err: string } {
  return harnessWith({}, ...args)
}

/** Runs the built command-line tool with more environment variables. */
function harnessWith(env: Record<string, string>, ...args: string[]): { code: number; out: string; err: string } {
  const r = spawnSync(process.execPath, [join(root, 'dist/cli/harness.mjs'), ...args], { encoding: 'utf8', timeout: 120_000, env: { ...process.env, ...env } })
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr }
}

/** Counts the elements named `tag` in an XML file, independently of the importer. */
const countTags = (xml: string, tag: string) => (xml.match(new RegExp(`<${tag}[\\s>]`, 'g')) ?? []).length

beforeAll(() => {
  const built = spawnSync(process.execPath, [join(root, 'esbuild.config.mjs'), '--server-only'], { cwd: root, encoding: 'utf8' })
  if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`)
  work = mkdtempSync(join(tmpdir(), 'harness-cli-'))
})

afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('harness command-line tool', { timeout: 120_000 }, () => {
  it('prints WireViz BOMs equal to WireViz 0.4.1 by default', () => {
    for (const name of ['examples/ex01', 'examples/demo02', 'tutorial/tutorial07']) {
      const r = harness('bom', join(corpus, `wireviz/${name}.yml`))
      expect(r.code, r.err).toBe(0)
      expect(r.out).toBe(readFileSync(join(corpus, `wireviz/${name}.bom.tsv`), 'utf8'))
    }
    const json = harness('bom', join(corpus, 'wireviz/examples/ex01.yml'), '--format', 'json')
    expect(JSON.parse(json.out)).toBeTruthy()
  })

  it('counts every KBL sample as the file states it', () => {
    for (const name of readdirSync(kblDir)) {
      const xml = readFileSync(join(kblDir, name), 'utf8')
      const r = harness('info', join(kblDir, name), '--json')
      expect(r.code, `${name}: ${r.err}`).toBe(0)
      const counts = JSON.parse(r.out)
      expect(counts.connectors, name).toBe(countTags(xml, 'Connector_occurrence'))
      expect(counts.wires, name).toBe(countTags(xml, 'General_wire_occurrence'))
      expect(counts.cores, name).toBe(countTags(xml, 'Core_occurrence'))
      expect(counts.segments, name).toBe(countTags(xml, 'Segment'))
      expect(counts.nodes, name).toBe(countTags(xml, 'Node'))
      expect(counts.protections, name).toBe(countTags(xml, 'Wire_protection_occurrence'))
      expect(counts.fixings, name).toBe(countTags(xml, 'Fixing_occurrence'))
      expect(counts.modules, name).toBe(countTags(xml, 'Module'))
      expect(counts.configurations, name).toBe(countTags(xml, 'Harness_configuration'))
    }
  })

  it('imports KBL to a native document that checks and counts the same in a worker thread', () => {
    const source = join(kblDir, 'kblxml_2.3sr-1_000971619_ltgs_movo_170718.kbl')
    const doc = join(work, 'movo.harness')
    const imported = harness('import', source, '--out', doc)
    expect(imported.code, imported.err).toBe(0)
    const info = JSON.parse(harness('info', doc, '--json').out)
    expect(info).toMatchObject({ format: 'native', connectors: 18, splices: 2, wires: 18, segments: 30, nodes: 31 })
    const check = harness('check', doc, '--json')
    expect(check.code, check.err).toBe(0)
    expect(JSON.parse(check.out)).toMatchObject({ errors: 0 })
    const json = join(work, 'movo.json')
    expect(harness('import', doc, '--out', json).code).toBe(0)
    expect(JSON.parse(harness('info', json, '--json').out)).toMatchObject({ connectors: 18, wires: 18 })
  })

  it('generates a deterministic harness and writes its reports from a report worker', () => {
    const doc = join(work, 's.harness')
    const again = join(work, 's2.harness')
    expect(harness('generate', '--size', 'S', '--seed', '7', '--out', doc).code).toBe(0)
    expect(harness('generate', '--size', 'S', '--seed', '7', '--out', again).code).toBe(0)
    expect(readFileSync(doc).equals(readFileSync(again))).toBe(true)
    expect(JSON.parse(harness('info', doc, '--json').out)).toMatchObject({ connectors: 50, segments: 150, splices: 25, protections: 100 })
    const check = harness('check', doc)
    expect(check.code, check.out + check.err).toBe(0)
    const csv = join(work, 'cut.csv')
    const r = harness('report', 'cut-table', doc, '--format', 'csv', '--out', csv)
    expect(r.code, r.err).toBe(0)
    const lines = readFileSync(csv, 'utf8').trim().split('\r\n')
    expect(lines[0]).toContain('下线长度 mm')
    expect(lines).toHaveLength(1 + 500)
    const xlsx = join(work, 'bom.xlsx')
    expect(harness('report', 'bom', doc, '--format', 'xlsx', '--out', xlsx).code).toBe(0)
    expect(readFileSync(xlsx).subarray(0, 2).toString('latin1')).toBe('PK')
    const json = join(work, 'assembly.json')
    expect(harness('report', 'assembly', doc, '--format', 'json', '--lang', 'en', '--out', json).code).toBe(0)
    expect(JSON.parse(readFileSync(json, 'utf8')).rows.length).toBeGreaterThan(500)
    expect(harness('report', 'pinout', doc, '--out', csv).code).toBe(2)
    expect(harness('generate', '--size', 'XXL', '--out', doc).code).toBe(2)
  })

  it('shows the phases of opening a document while it checks it', () => {
    const doc = join(work, 'progress.harness')
    expect(harness('generate', '--size', 'S', '--seed', '2', '--out', doc).code).toBe(0)
    const quiet = harness('check', doc)
    expect(quiet.err).toBe('')
    const shown = harnessWith({ HARNESS_PROGRESS: '1' }, 'check', doc)
    expect(shown.out).toBe(quiet.out)
    const phases = [...shown.err.matchAll(/check: opening (\w+) \[[#.]+\] (\d+)%/g)].map((m) => [m[1], Number(m[2])])
    expect(phases.map(([phase]) => phase)).toEqual(expect.arrayContaining(['decode', 'index', 'derive', 'spatial']))
    expect(phases.at(-1)).toEqual(['spatial', 100])
  })

  it('measures the engine and prints the results as JSON', () => {
    const r = harness('bench', '--sizes', 'S', '--repeat', '1')
    expect(r.code, r.err).toBe(0)
    const results = JSON.parse(r.out).results
    expect(results.map((x: { store: string }) => x.store)).toEqual(['columns', 'previous'])
    const result = results[0]
    expect(result).toMatchObject({ size: 'S', store: 'columns', connectors: 50 })
    expect(results[1]).toMatchObject({ size: 'S', store: 'previous', wires: result.wires, wiresThroughBusiestSegment: result.wiresThroughBusiestSegment })
    expect(result.viewportQueryMs).toMatchObject({ p50: expect.any(Number), p95: expect.any(Number) })
    for (const key of ['encodeMs', 'openMs', 'routeAllMs', 'deriveAllMs', 'bomRowsMs', 'cutTableRowsMs', 'xlsxCutTableMs']) {
      expect(typeof result[key], key).toBe('number')
    }
    expect(Object.keys(result.incrementalEditMs).sort()).toEqual(['deleteConnector', 'moveNode', 'redo', 'setSegmentLength', 'undo'])
    expect(harness('bench', '--sizes', 'XXL').code).toBe(2)
    expect(harness('bench', '--store', 'objects').code).toBe(2)
  })

  it('answers bad arguments and bad input with one line and a non-zero exit, never a stack trace', () => {
    const cases: Array<[string[], number]> = [
      [[], 2],
      [['frobnicate'], 2],
      [['bom'], 2],
      [['bom', 'a.yml', '--format', 'pdf'], 2],
      [['info', join(work, 'missing.kbl')], 1],
      [['import', join(kblDir, 'vobes_sample_kbl24_mit_sicherungstraeger.kbl')], 2],
    ]
    for (const [args, code] of cases) {
      const r = harness(...args)
      expect(r.code, args.join(' ')).toBe(code)
      expect(r.err, args.join(' ')).not.toMatch(/\n\s+at /)
    }
    const broken = join(work, 'broken.kbl')
    writeFileSync(broken, '<?xml version="1.0"?><KBL_container><Node id="n1">')
    const r = harness('info', broken)
    expect(r.code).toBe(1)
    expect(r.err.trim().split('\n')).toHaveLength(1)
    expect(r.err).toMatch(/line \d+, column \d+/)
    const garbage = join(work, 'garbage.harness')
    writeFileSync(garbage, Buffer.from('HRNSxxxxnot a document at all'))
    const g = harness('check', garbage)
    expect(g.code).toBe(1)
    expect(g.err.trim().split('\n')).toHaveLength(1)
  })
})
