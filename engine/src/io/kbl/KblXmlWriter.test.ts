import { describe, expect, it } from 'vitest'
import { escapeXml, formatDouble, KblXmlWriter, UNIT_MM } from './KblXmlWriter'

describe('KblXmlWriter', () => {
  it('writes nested elements one per line, indented, with escaped text and attributes', () => {
    const w = new KblXmlWriter()
    w.start('Node', [['id', 'n<1>']]).leaf('Id', 'A & B').optionalLeaf('Description', '').refs('Referenced_components', []).end()
    expect(w.toString()).toBe('<Node id="n&lt;1&gt;">\n\t<Id>A &amp; B</Id>\n</Node>\n')
  })

  it('writes a measure as a Numerical_value with its own id and the mm unit', () => {
    const w = new KblXmlWriter()
    w.measure('Physical_length', 'seg', 12.5)
    expect(w.toString()).toContain(`<Unit_component>${UNIT_MM}</Unit_component>`)
    expect(w.toString()).toContain('<Value_component>12.5</Value_component>')
    expect(w.toString()).toMatch(/<Physical_length id="seg\.\d+">/)
  })

  it('keeps text beyond ASCII and text longer than one chunk', () => {
    const w = new KblXmlWriter()
    const names: string[] = []
    for (let i = 0; i < 200_000; i++) names.push(i % 1000 === 0 ? `Tür ${i} – 2,5 mm² 线束` : `wire ${i} of the main harness`)
    for (const name of names) w.leaf('Id', name)
    const text = w.toString()
    expect(text.length).toBeGreaterThan(4 << 20) // more than one chunk
    expect(w.lineCount).toBe(names.length)
    expect(text.split('\n').slice(0, -1)).toEqual(names.map((n) => `<Id>${n}</Id>`))
  })

  it('refuses to finish with an element open, and to close one not opened', () => {
    expect(() => new KblXmlWriter().start('A').toString()).toThrow(RangeError)
    expect(() => new KblXmlWriter().end()).toThrow(RangeError)
  })
})

describe('formatDouble', () => {
  it('writes numbers that read back exactly, and refuses non-finite ones', () => {
    for (const value of [0.1 + 0.2, 1e-7, 123456789.123, -0, 2 ** 60]) expect(Number(formatDouble(value))).toBe(value === 0 ? 0 : value)
    expect(formatDouble(-0)).toBe('0')
    expect(() => formatDouble(NaN)).toThrow(RangeError)
    expect(() => formatDouble(Infinity)).toThrow(RangeError)
  })
})

describe('escapeXml', () => {
  it('escapes the five special characters and drops control characters XML cannot hold', () => {
    expect(escapeXml(`<a href="x">'&'</a>\u0001`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;')
    expect(escapeXml('plain')).toBe('plain')
  })
})
