import { describe, expect, it } from 'vitest'
import { cellFitsType, cellToText, dateFromText, integerFromText, isIsoDate, numberFromText, parseCellText } from './cellText'

describe('numberFromText', () => {
  it('reads decimal notation with sign, fraction and exponent, around white space', () => {
    expect(numberFromText('12')).toBe(12)
    expect(numberFromText(' -1.5 ')).toBe(-1.5)
    expect(numberFromText('+.25')).toBe(0.25)
    expect(numberFromText('2.')).toBe(2)
    expect(numberFromText('1e-7')).toBe(1e-7)
    expect(numberFromText('1E+21')).toBe(1e21)
    expect(numberFromText('0')).toBe(0)
    expect(numberFromText('0.5')).toBe(0.5)
  })

  it('turns negative zero into zero', () => {
    expect(Object.is(numberFromText('-0'), 0)).toBe(true)
  })

  it('leaves codes, long digit strings and other text alone', () => {
    for (const text of ['007', '-01', '1,5', '1 000', '0x10', 'NaN', 'Infinity', '1e999', '', '.', '-', '5%', '12345678901234567890', '0.123456789012345678'])
      expect(numberFromText(text), text).toBeNull()
  })

  it('reads back every number JavaScript writes', () => {
    for (const n of [0.1 + 0.2, 1e21, 123456789012345680000, -1e-300, Number.MAX_VALUE, Number.MIN_VALUE, 5e-324, 2 ** 53 + 2])
      expect(numberFromText(String(n))).toBe(n)
  })
})

describe('integerFromText', () => {
  it('reads whole numbers within ±2^53, also written with a fraction or exponent', () => {
    expect(integerFromText('42')).toBe(42)
    expect(integerFromText('1.0')).toBe(1)
    expect(integerFromText('1e3')).toBe(1000)
    expect(integerFromText('-9007199254740991')).toBe(-9007199254740991)
    expect(integerFromText('9007199254740992')).toBeNull()
    expect(integerFromText('1.5')).toBeNull()
  })
})

describe('dates', () => {
  it('reads ISO dates and the slash dates of Chinese-locale Excel', () => {
    expect(dateFromText('2024-02-29')).toBe('2024-02-29')
    expect(dateFromText('2024/1/5')).toBe('2024-01-05')
    expect(dateFromText(' 0001-01-01 ')).toBe('0001-01-01')
  })

  it('refuses days that do not exist and mixed separators', () => {
    for (const text of ['2023-02-29', '1900-02-29', '2024-13-01', '2024-04-31', '0000-01-01', '2024-1/5', '24-01-05', '2024-01-05T00:00'])
      expect(dateFromText(text), text).toBeNull()
    expect(dateFromText('2000-02-29')).toBe('2000-02-29')
  })

  it('knows exact ISO dates', () => {
    expect(isIsoDate('2024-01-05')).toBe(true)
    expect(isIsoDate('2024/01/05')).toBe(false)
    expect(isIsoDate('2024-1-5')).toBe(false)
    expect(isIsoDate('2024-02-30')).toBe(false)
  })
})

describe('parseCellText', () => {
  it('reads text for each column type; blank is an empty cell', () => {
    expect(parseCellText('integer', ' 7 ')).toEqual({ ok: true, value: 7 })
    expect(parseCellText('number', '2.5')).toEqual({ ok: true, value: 2.5 })
    expect(parseCellText('boolean', '是')).toEqual({ ok: true, value: true })
    expect(parseCellText('boolean', 'FALSE')).toEqual({ ok: true, value: false })
    expect(parseCellText('date', '2025/3/1')).toEqual({ ok: true, value: '2025-03-01' })
    expect(parseCellText('text', ' a ')).toEqual({ ok: true, value: ' a ' })
    expect(parseCellText('integer', '  ')).toEqual({ ok: true, value: null })
    expect(parseCellText('text', '')).toEqual({ ok: true, value: null })
  })

  it('refuses text that is not a value of the type', () => {
    expect(parseCellText('integer', '1.5').ok).toBe(false)
    expect(parseCellText('number', 'abc').ok).toBe(false)
    expect(parseCellText('boolean', 'yes').ok).toBe(false)
    expect(parseCellText('date', '2025-02-30').ok).toBe(false)
  })
})

describe('cellToText and cellFitsType', () => {
  it('writes values the way parseCellText reads them', () => {
    expect(cellToText(null)).toBe('')
    expect(cellToText(true)).toBe('TRUE')
    expect(cellToText(1.25)).toBe('1.25')
    expect(cellToText('x')).toBe('x')
    for (const [type, value] of [['integer', -3], ['number', 1e-7], ['boolean', false], ['date', '2024-02-29'], ['text', ' x ']] as const)
      expect(parseCellText(type, cellToText(value))).toEqual({ ok: true, value })
  })

  it('says which values fit which type', () => {
    expect(cellFitsType('integer', 2.5)).toBe(false)
    expect(cellFitsType('integer', 2 ** 53)).toBe(false)
    expect(cellFitsType('number', Infinity)).toBe(false)
    expect(cellFitsType('number', 2.5)).toBe(true)
    expect(cellFitsType('text', '')).toBe(false)
    expect(cellFitsType('text', 1)).toBe(false)
    expect(cellFitsType('date', '2024-1-5')).toBe(false)
    expect(cellFitsType('boolean', 0)).toBe(false)
    for (const type of ['text', 'number', 'integer', 'boolean', 'date'] as const) expect(cellFitsType(type, null)).toBe(true)
  })
})
