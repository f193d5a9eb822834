import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { bomToCsv, bomToJson, bomToTsv, cleanWhitespace, removeLinks } from './wirevizBom'
import { importWireviz, wirevizBomTsv } from './wirevizImport'

// The oracle corpus sits beside the repository: <repo>/../shared/corpus/wireviz.
const repoRoot = new URL('../../../../', import.meta.url)
const corpusDir = fileURLToPath(new URL('../shared/corpus/wireviz/', repoRoot))
const cases = ['examples', 'tutorial', 'synthetic'].flatMap((folder) =>
  existsSync(corpusDir + folder)
    ? readdirSync(corpusDir + folder)
        .filter((f) => f.endsWith('.yml'))
        .sort()
        .map((f) => `${folder}/${f.slice(0, -4)}`)
    : [],
)

/** The first line where two texts differ, for a readable failure message. */
function firstDifference(got: string, want: string): string {
  const a = got.split('\n')
  const b = want.split('\n')
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) return `line ${i + 1}: got ${JSON.stringify(a[i])}, want ${JSON.stringify(b[i])}`
  }
  return 'identical'
}

function tsvOf(yaml: string | readonly string[]): string {
  const r = wirevizBomTsv(yaml)
  if (!r.ok) throw new Error(`import failed: ${JSON.stringify(r.error)}`)
  return r.value
}

function errorOf(yaml: string) {
  const r = importWireviz(yaml)
  if (r.ok) throw new Error('expected an import error')
  return r.error
}

describe('WireViz 0.4.1 corpus: BOM TSV byte for byte', () => {
  it('finds all 36 corpus files', () => {
    expect(cases).toHaveLength(36)
  })
  for (const name of cases) {
    it(name, () => {
      const yaml = readFileSync(`${corpusDir}${name}.yml`, 'utf8')
      const want = readFileSync(`${corpusDir}${name}.bom.tsv`, 'utf8')
      const got = tsvOf(yaml)
      if (got !== want) expect.fail(`${name}.bom.tsv differs at ${firstDifference(got, want)}`)
      expect(Buffer.from(got, 'utf8').equals(readFileSync(`${corpusDir}${name}.bom.tsv`))).toBe(true)
    })
  }
})

describe('BOM rules', () => {
  const head = 'Id\tDescription\tQty\tUnit\tDesignators\n'

  it('collapses whitespace and turns " ," into ","', () => {
    expect(cleanWhitespace('  Heat   shrink\nsleeve , black ')).toBe('Heat shrink sleeve, black')
  })

  it('removes HTML links only in the TSV', () => {
    expect(removeLinks('<a href="x">Molex</a> and <A title=y>22</A>')).toBe('Molex and 22')
  })

  it('prints integral sums without a decimal point and rounds others to 3 decimals (ties to even)', () => {
    const yaml = `additional_bom_items:
  - {description: A, qty: 0.7}
  - {description: A, qty: 0.1}
  - {description: A, qty: 0.1}
  - {description: A, qty: 0.1}
  - {description: B, qty: 0.0625}
  - {description: C, qty: 1.9996}
  - {description: D, qty: 1e3}
`
    // 0.7+0.1+0.1+0.1 sums to exactly 1.0 with Python 3.12's compensated sum(); "1e3" is a string qty.
    expect(errorOf(yaml).message).toMatch(/quantity must be a number/)
    const ok = yaml.replace('  - {description: D, qty: 1e3}\n', '')
    expect(tsvOf(ok)).toBe(`${head}1\tA\t1\t\t\n2\tB\t0.062\t\t\n3\tC\t2.0\t\t\n`)
  })

  it('sorts designators as plain strings and by code point, upper case first', () => {
    const yaml = `additional_bom_items:
  - {description: b, designators: [W2, W10, W1]}
  - {description: B}
`
    expect(tsvOf(yaml)).toBe(`${head}1\tB\t1\t\t\n2\tb\t1\t\tW1, W10, W2\n`)
  })

  it('shows an optional column only when some row has a truthy value', () => {
    const yaml = `additional_bom_items:
  - {description: A, spn: 0, pn: 0}
  - {description: B, pn: X}
`
    expect(tsvOf(yaml)).toBe('Id\tDescription\tQty\tUnit\tDesignators\tP/N\n1\tA\t1\t\t\t0\n2\tB\t1\t\t\tX\n')
  })

  it('writes a header-only BOM for an empty harness', () => {
    expect(tsvOf('connectors: {}\n')).toBe(head)
  })

  it('offers CSV and JSON renderings of the same rows', () => {
    const r = importWireviz('additional_bom_items:\n  - {description: "Tie, black", qty: 2, designators: [X1, X2]}\n')
    if (!r.ok) throw new Error('import failed')
    expect(bomToTsv(r.value.bom)).toBe(`${head}1\tTie, black\t2\t\tX1, X2\n`)
    expect(bomToCsv(r.value.bom)).toBe('Id,Description,Qty,Unit,Designators\r\n1,"Tie, black",2,,"X1, X2"\r\n')
    expect(JSON.parse(bomToJson(r.value.bom))).toEqual([{ id: 1, description: 'Tie, black', qty: 2, unit: '', designators: ['X1', 'X2'] }])
  })

  it('joins prepend files before the main file so their anchors can be used', () => {
    const library = 'templates:\n  - &kk {type: Molex KK, pincount: 2}\n'
    const main = 'connectors:\n  X1: *kk\nconnections:\n  - [X1]\n'
    expect(tsvOf([library, main])).toBe(`${head}1\tConnector, Molex KK, 2 pins\t1\t\tX1\n`)
  })
})

describe('malformed WireViz input gives error values', () => {
  const base = `connectors:
  X1: {pincount: 2}
cables:
  W1: {wirecount: 2, length: 1}
`
  it('names the line and column of broken YAML', () => {
    const e = errorOf('connectors:\n  X1: {pincount: 2\nconnections: []\n')
    expect(e.line).toBe(3)
    expect(e.column).toBe(12)
    expect(e.path).toBeNull()
  })

  it('reports a connection to an undefined connector', () => {
    expect(errorOf(`${base}connections:\n  - - X9: [1]\n    - W1: [1]\n`)).toMatchObject({ message: expect.stringMatching(/X9 is an unknown template/), path: 'connections[0][0]' })
  })

  it('reports unknown pins and wires', () => {
    expect(errorOf(`${base}connections:\n  - - X1: [3]\n    - W1: [1]\n`).message).toMatch(/X1:3 not found/)
    expect(errorOf(`${base}connections:\n  - - X1: [1]\n    - W1: [7]\n`).message).toMatch(/W1 has no wire 7/)
  })

  it('reports bad alternation and mismatched connection counts', () => {
    expect(errorOf(`${base}connections:\n  - - X1: [1]\n    - X1: [2]\n`).message).toMatch(/expected a cable\/arrow/)
    expect(errorOf(`${base}connections:\n  - - X1: [1, 2]\n    - W1: [1]\n`).message).toMatch(/same number of connections/)
  })

  it('names the attribute of an invalid template', () => {
    expect(errorOf(`cables:\n  W1: {wirecount: many}\nconnections:\n  - [W1]\n`)).toMatchObject({ path: 'cables.W1.wirecount' })
    expect(errorOf(`connectors:\n  X1: {pincount: 2, colour: RD}\nconnections:\n  - [X1]\n`)).toMatchObject({ path: 'connectors.X1.colour' })
    expect(errorOf(`connectors:\n  X1: {pinout: [A]}\nconnections:\n  - [X1]\n`).message).toMatch(/renamed to 'pinlabels'/)
  })

  it('ignores invalid templates that no connection uses, as WireViz does', () => {
    expect(tsvOf(`cables:\n  W1: {wirecount: many}\n`)).toBe('Id\tDescription\tQty\tUnit\tDesignators\n')
  })

  it('refuses absurd numbers instead of allocating them', () => {
    expect(errorOf(`connectors:\n  X1: {pincount: 99999999999}\nconnections:\n  - [X1]\n`)).toMatchObject({ path: 'connectors.X1.pincount' })
    expect(errorOf(`${base}connections:\n  - - X1: [1-999999999999]\n    - W1: [1]\n`).message).toMatch(/more than 100000 members/)
    expect(errorOf(`connectors:\n  X1: {pincount: -3}\nconnections:\n  - [X1]\n`).path).toBe('connectors.X1.pincount')
  })

  it('reports a top level that is not a mapping', () => {
    expect(errorOf('- just\n- a list\n').message).toMatch(/top level/)
    expect(errorOf('').message).toMatch(/top level/)
  })

  it('reports an unknown colour mode only when a colour is printed', () => {
    expect(errorOf(`options: {color_mode: Full}\nconnectors:\n  X1: {pincount: 1, color: RD}\nconnections:\n  - [X1]\n`).message).toMatch(/capitalization/)
    expect(tsvOf(`options: {color_mode: Full}\n`)).toBe('Id\tDescription\tQty\tUnit\tDesignators\n')
  })
})
