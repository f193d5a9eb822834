import { describe, expect, it } from 'vitest'
import { dateOfSerial, isDateFormat, rawCellOf } from './xlsxCellValue'

describe('xlsx cell values', () => {
  it('tells date formats from number formats, ignoring quoted and bracketed text', () => {
    for (const f of ['yyyy-mm-dd', 'm/d/yy', 'yyyy"年"m"月"d"日"', '[$-804]yyyy/m/d', 'h:mm', 'mm-dd-yy']) expect(isDateFormat(f), f).toBe(true)
    for (const f of ['General', '0.00', '#,##0 "mm"', '[Red]0', '0\\m', '@', undefined]) expect(isDateFormat(f), String(f)).toBe(false)
  })

  it('turns serial days into dates in both date systems', () => {
    expect(dateOfSerial(45717, false).toISOString()).toBe('2025-03-01T00:00:00.000Z')
    expect(dateOfSerial(44255, true).toISOString()).toBe('2025-03-01T00:00:00.000Z')
    expect(dateOfSerial(45717.5, false).toISOString()).toBe('2025-03-01T12:00:00.000Z')
  })

  it('maps each kind of value', () => {
    expect(rawCellOf(3, undefined, false)).toBe(3)
    expect(rawCellOf(Number.NaN, undefined, false)).toBeNull()
    expect(rawCellOf(new Date(Date.UTC(2025, 0, 2)), 'yyyy-mm-dd', false)).toEqual({ date: '2025-01-02' })
    expect(rawCellOf(new Date(Date.UTC(2025, 0, 2, 8, 5, 9)), 'yyyy-mm-dd h:mm', false)).toBe('2025-01-02 08:05:09')
    expect(rawCellOf({ richText: [{ text: '红' }, { text: '/白' }] }, undefined, false)).toBe('红/白')
    expect(rawCellOf({ formula: 'A1', result: 45717 }, 'yyyy/m/d', false)).toEqual({ date: '2025-03-01' })
    expect(rawCellOf({ formula: 'A1', result: 45717 }, '0', false)).toBe(45717)
    expect(rawCellOf({ formula: 'A1', result: 'x' }, undefined, false)).toBe('x')
    expect(rawCellOf({ formula: 'A1', result: { error: '#DIV/0!' } }, undefined, false)).toBe('#DIV/0!')
    expect(rawCellOf({ formula: 'A1' }, undefined, false)).toBeNull()
    expect(rawCellOf({ error: '#N/A' }, undefined, false)).toBe('#N/A')
    expect(rawCellOf({ text: '图纸', hyperlink: 'https://example.com' }, undefined, false)).toBe('图纸')
  })
})
