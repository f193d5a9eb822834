import { describe, expect, it } from 'vitest'
import { detectDelimiter, quoteField, readDelimited, writeDelimited } from './delimitedText'

const LIMITS = { records: 1000, fields: 100 }

function records(text: string, delimiter: ',' | ';' | '\t' = ',') {
  const read = readDelimited(text, delimiter, LIMITS)
  if (!read.ok) throw new Error(read.message)
  return read.value
}

describe('readDelimited', () => {
  it('reads RFC 4180 records: quotes, doubled quotes, delimiters and line breaks inside quotes', () => {
    const text = 'a,b,c\r\n"x,1","say ""hi""","two\r\nlines"\r\n,,\r\n'
    expect(records(text).records).toEqual([['a', 'b', 'c'], ['x,1', 'say "hi"', 'two\r\nlines'], ['', '', '']])
  })

  it('gives the line each record starts on, counting line breaks inside quotes', () => {
    expect(records('h\n"a\nb\nc"\nd\n').lines).toEqual([1, 2, 5])
  })

  it('accepts LF, CRLF and lone CR line ends, a BOM, and no line end at the end', () => {
    expect(records('\uFEFFa\rb\nc\r\nd').records).toEqual([['a'], ['b'], ['c'], ['d']])
  })

  it('keeps a stray quote inside an unquoted field and joins text after a closing quote', () => {
    expect(records('5" pipe,"a"b').records).toEqual([['5" pipe', 'ab']])
  })

  it('keeps blank lines as one empty field and an empty text as no records', () => {
    expect(records('a\n\nb').records).toEqual([['a'], [''], ['b']])
    expect(records('').records).toEqual([])
  })

  it('reports a quoted field that is never closed, with its line', () => {
    expect(readDelimited('a\nb,"open\nmore', ',', LIMITS)).toEqual({ ok: false, line: 2, message: 'line 2: a quoted field is never closed' })
    expect(readDelimited('"a""', ',', LIMITS).ok).toBe(false)
  })

  it('stops as soon as a limit is passed', () => {
    expect(readDelimited('a\nb\nc\n', ',', { records: 2, fields: 5 })).toMatchObject({ ok: false, line: 3 })
    expect(readDelimited('a,b,c', ',', { records: 5, fields: 2 })).toMatchObject({ ok: false, line: 1 })
  })

  it('reads semicolon and tab delimited text', () => {
    expect(records('a;b\n1,5;2', ';').records).toEqual([['a', 'b'], ['1,5', '2']])
    expect(records('a\tb\n"x\ty"\t2', '\t').records).toEqual([['a', 'b'], ['x\ty', '2']])
  })
})

describe('detectDelimiter', () => {
  it('picks the delimiter the header line uses most, outside quotes', () => {
    expect(detectDelimiter('a;b;c\n1,2;3')).toBe(';')
    expect(detectDelimiter('a\tb\tc')).toBe('\t')
    expect(detectDelimiter('"a;b;c",d\n')).toBe(',')
    expect(detectDelimiter('single')).toBe(',')
    expect(detectDelimiter('a,b;c')).toBe(',')
  })
})

describe('writeDelimited', () => {
  it('quotes only what needs quoting and ends every record with CRLF', () => {
    expect(quoteField('plain')).toBe('plain')
    expect(quoteField('a,b')).toBe('"a,b"')
    expect(quoteField('a;b')).toBe('"a;b"')
    expect(quoteField('say "x"')).toBe('"say ""x"""')
    expect(quoteField(' lead')).toBe('" lead"')
    expect(writeDelimited([['a', 'b'], ['1', 'x\ny']], ',')).toBe('a,b\r\n1,"x\ny"\r\n')
  })

  it('writes what readDelimited reads back', () => {
    const data = [['导线', 'a,b', '"q"'], ['', ' s ', 'l1\r\nl2'], ['\t', ';', '']]
    for (const d of [',', ';', '\t'] as const) expect(records(writeDelimited(data, d), d).records).toEqual(data)
  })
})
