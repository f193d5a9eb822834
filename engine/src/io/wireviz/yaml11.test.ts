import { describe, expect, it } from 'vitest'
import { pyRepr } from './pyFormat'
import { PyDate, PyDict, type PyValue } from './pyValue'
import { constructFloat, constructInt, implicitTag, loadYaml11, type YamlLimits } from './yaml11'

function load(text: string): PyValue {
  const r = loadYaml11(text)
  if (!r.ok) throw new Error(`YAML error: ${JSON.stringify(r.error)}`)
  return r.value
}

/** The value of `v:` in a one-line document. */
function scalar(text: string): PyValue {
  return (load(`v: ${text}\n`) as PyDict).get('v') as PyValue
}

function errorOf(text: string, limits: YamlLimits = {}) {
  const r = loadYaml11(text, limits)
  if (r.ok) throw new Error(`expected an error, got ${pyRepr(r.value)}`)
  return r.error
}

describe('PyYAML YAML 1.1 scalar resolution', () => {
  it('booleans: yes/no/true/false/on/off in lower, Capitalised and UPPER case only', () => {
    for (const t of ['yes', 'Yes', 'YES', 'true', 'True', 'TRUE', 'on', 'On', 'ON']) expect(scalar(t)).toBe(true)
    for (const t of ['no', 'No', 'NO', 'false', 'False', 'FALSE', 'off', 'Off', 'OFF']) expect(scalar(t)).toBe(false)
    // PyYAML's resolver has no y/n and no mixed case.
    for (const t of ['y', 'n', 'yEs', 'oN']) expect(scalar(t)).toBe(t)
  })

  it('integers: decimal, octal with a leading 0, 0x, 0b, underscores, sexagesimal', () => {
    expect(scalar('42')).toBe(42n)
    expect(scalar('-17')).toBe(-17n)
    expect(scalar('0123')).toBe(83n)
    expect(scalar('0x1F')).toBe(31n)
    expect(scalar('0b101')).toBe(5n)
    expect(scalar('1_000')).toBe(1000n)
    expect(scalar('1:30')).toBe(90n)
    expect(scalar('-1:0:1')).toBe(-3601n)
    expect(scalar('123456789012345678901234567890')).toBe(123456789012345678901234567890n)
  })

  it('leading-zero numbers that are not octal stay strings', () => {
    expect(scalar('08500030')).toBe('08500030')
    expect(scalar('0890')).toBe('0890')
    expect(scalar('09')).toBe('09')
  })

  it('floats need a dot, and an exponent needs a sign', () => {
    expect(scalar('1.0')).toBe(1.0)
    expect(typeof scalar('1.0')).toBe('number') // a float, kept apart from the int 1 (a bigint)
    expect(scalar('12.50')).toBe(12.5)
    expect(scalar('1.5e+3')).toBe(1500)
    expect(scalar('.5')).toBe(0.5)
    expect(scalar('1.')).toBe(1)
    expect(scalar('1:30.5')).toBe(90.5)
    expect(scalar('1e3')).toBe('1e3')
    expect(scalar('1.0e3')).toBe('1.0e3')
    expect(scalar('.inf')).toBe(Infinity)
    expect(scalar('-.Inf')).toBe(-Infinity)
    expect(Number.isNaN(scalar('.NaN'))).toBe(true)
  })

  it('null forms: ~, null, Null, NULL and empty', () => {
    for (const t of ['~', 'null', 'Null', 'NULL', '']) expect(scalar(t)).toBeNull()
    expect(scalar('nULL')).toBe('nULL')
  })

  it('dates and timestamps print as Python str() does', () => {
    expect(scalar('2020-05-20')).toEqual(new PyDate('2020-05-20'))
    expect(scalar('2001-12-14 21:59:43.10 -5')).toEqual(new PyDate('2001-12-14 21:59:43.100000-05:00'))
    expect(scalar('2001-12-14t21:59:43Z')).toEqual(new PyDate('2001-12-14 21:59:43+00:00'))
    expect(scalar('2020-5-20')).toBe('2020-5-20')
    expect(errorOf('d: 2020-02-30\n').message).toMatch(/invalid date/)
  })

  it('quoted and block scalars are always strings', () => {
    expect(scalar('"0123"')).toBe('0123')
    expect(scalar("'yes'")).toBe('yes')
    expect(load('v: |\n  1.0\n')).toEqual(load('v: "1.0\\n"'))
  })

  it('explicit tags override resolution', () => {
    expect(scalar('!!str 0123')).toBe('0123')
    expect(scalar('!!int "12"')).toBe(12n)
    expect(scalar('!!float 1')).toBe(1)
    expect(scalar('! yes')).toBe('yes')
    expect(errorOf('v: !custom x\n').message).toMatch(/could not determine a constructor/)
  })

  it('a bare = is the unsupported YAML 1.1 value tag, except as a key', () => {
    expect(errorOf('v: =\n').message).toMatch(/constructor/)
    expect(pyRepr(load('=: 1\n'))).toBe("{'=': 1}")
  })

  it('resolves in PyYAML order', () => {
    expect(implicitTag('1_0.5')).toBe('float')
    expect(implicitTag('<<')).toBe('merge')
    expect(constructInt('0b_')).toBeNull()
    expect(constructFloat('1_0.5')).toBe(10.5)
  })
})

describe('structure', () => {
  it('merges << (several per mapping; explicit keys win; later merges win)', () => {
    const v = load(`base: &b {type: A, pincount: 2}
other: &o {subtype: S, type: B}
x:
  <<: *b
  <<: *o
  pincount: 3
y:
  <<: [*b, *o]
`) as PyDict
    expect(pyRepr(v.get('x') as PyValue)).toBe("{'type': 'B', 'pincount': 3, 'subtype': 'S'}")
    expect(pyRepr(v.get('y') as PyValue)).toBe("{'subtype': 'S', 'type': 'A', 'pincount': 2}")
  })

  it('duplicate keys: the last value wins at the first position; 1, 1.0 and true are one key', () => {
    expect(pyRepr(load('a: 1\nb: 2\na: 3\n'))).toBe("{'a': 3, 'b': 2}")
    expect(pyRepr(load('1: a\n1.0: b\ntrue: c\n'))).toBe("{1: 'c'}")
  })

  it('an anchor may stand alone on the line before its node', () => {
    expect(pyRepr(load('t:\n   &b\n    k: 1\nu: *b\n'))).toBe("{'t': {'k': 1}, 'u': {'k': 1}}")
    expect(pyRepr(load('&r\na: 1\n'))).toBe("{'a': 1}")
  })

  it('anchors and aliases share values', () => {
    const v = load('a: &x [1, 2]\nb: *x\n') as PyDict
    expect(v.get('b')).toBe(v.get('a'))
  })

  it('block scalars: literal, folded, chomping and indentation indicators', () => {
    expect(scalar('|\n  a\n   b\n\n')).toBe('a\n b\n')
    expect(scalar('>\n  a\n  b\n\n  c\n')).toBe('a b\nc\n')
    expect(scalar('|-\n  a\n')).toBe('a')
    expect((load('v: |+\n  a\n\n') as PyDict).get('v')).toBe('a\n\n')
    expect(scalar('|2\n    a\n')).toBe('  a\n')
  })

  it('plain and quoted multi-line scalars fold line breaks', () => {
    expect(load('v: a\n  b\n\n  c\n')).toEqual(load('v: "a b\\nc"\n'))
    expect(scalar('"x\\ty\\u00b2 \\\n  z"')).toBe('x\ty\u00b2 z')
    expect(scalar("'it''s'")).toBe("it's")
  })

  it('flow collections and compact nested sequences', () => {
    expect(pyRepr(load('- - X1: [1, 2]\n  - W1: {a: b, c}\n- [a: 1, "b"]\n'))).toBe("[[{'X1': [1, 2]}, {'W1': {'a': 'b', 'c': None}}], [{'a': 1}, 'b']]")
  })

  it('an empty stream is None', () => {
    expect(load('# nothing\n')).toBeNull()
  })
})

describe('malformed YAML gives errors with line and column', () => {
  it('unclosed flow sequence (reported where the input ends, as PyYAML does)', () => {
    expect(errorOf('a:\n  b: [1, 2\n')).toMatchObject({ line: 3, column: 1 })
  })
  it('bad indentation', () => {
    expect(errorOf('a:\n  b: 1\n   c: 2\n')).toMatchObject({ line: 3, column: 5 })
  })
  it('mapping value on the same line as another', () => {
    expect(errorOf('a: b: c\n')).toMatchObject({ line: 1, column: 5 })
  })
  it('tabs as separators, as PyYAML refuses them', () => {
    expect(errorOf('a:\n\tb: 1\n')).toMatchObject({ line: 2, column: 1 })
  })
  it('undefined alias and duplicate anchor', () => {
    expect(errorOf('a: *nope\n').message).toMatch(/undefined alias/)
    expect(errorOf('a: &x 1\nb: &x 2\n').message).toMatch(/duplicate anchor/)
  })
  it('unhashable keys', () => {
    expect(errorOf('[a]: 1\n').message).toMatch(/unhashable/)
  })
  it('control characters', () => {
    expect(errorOf('a: b\u0001\n')).toMatchObject({ line: 1, column: 5 })
  })
  it('several documents', () => {
    expect(errorOf('a: 1\n---\nb: 2\n').message).toMatch(/single document/)
  })
  it('unterminated quotes', () => {
    expect(errorOf('a: "abc\n').message).toMatch(/end of input/)
  })
  it('refuses "billion laughs" alias expansion quickly', () => {
    let doc = 'a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n'
    for (let i = 1; i <= 9; i++) doc += `a${i}: &a${i} [${Array(10).fill(`*a${i - 1}`).join(', ')}]\n`
    const t = Date.now()
    expect(errorOf(doc).message).toMatch(/aliases expand the document/)
    expect(Date.now() - t).toBeLessThan(2000)
  })
  it('reads whatever is written out in full; only what aliases add is bounded', () => {
    // 25,000 connectors are 100,001 values written out: none of them counts against the limit,
    // even a limit of 0. (harness info reads a 500,000-connector file end to end: cli.test.ts.)
    const connectors = 25_000
    let doc = 'connectors:\n'
    for (let i = 1; i <= connectors; i++) doc += `  X${i}:\n    pincount: 2\n`
    const read = loadYaml11(doc, { maxAliasValues: 0 })
    if (!read.ok) expect.fail(read.error.message)
    expect(((read.value as PyDict).get('connectors') as PyDict).size).toBe(connectors)
    const list = 'a: &a [' + Array(11).fill('x').join(', ') + ']\n'
    expect(loadYaml11(list + 'b: [*a]\n', { maxAliasValues: 12 }).ok).toBe(true)
    expect(errorOf(list + 'b: [*a, *a]\n', { maxAliasValues: 12 }).message).toBe('aliases expand the document from 16 to 40 values, more than the 12 they may add')
    const merge = 'a: &a {k1: 1, k2: 2, k3: 3}\nb: {<<: *a}\nc: {<<: *a}\n'
    expect(errorOf(merge, { maxAliasValues: 5 }).message).toMatch(/aliases expand the document by more than the 5 values/)
  })
  it('refuses very deep nesting without overflowing the stack', () => {
    expect(errorOf('['.repeat(5000) + ']'.repeat(5000)).message).toMatch(/nesting/)
  })
  it('never throws on a string', () => {
    for (const t of ['', ':', '- -', '? a', '&', '*', '!', '|', '>', '{', '}', ']', '"', "'", '%YAML 1.1', '---', '...', '\ufeff']) {
      expect(() => loadYaml11(t)).not.toThrow()
    }
  })
})
