import { describe, expect, it } from 'vitest'
import { factEditCommand, numberProblem, unchangedNumber } from './factEdits'

describe('factEditCommand', () => {
  it('turns a property-panel edit into the command that keeps the engine consistent', () => {
    expect(factEditCommand('S1', 'segment', 'length', 250)).toEqual({ name: 'setSegmentLength', args: { segmentId: 'S1', length: 250 } })
    expect(factEditCommand('T1', 'table', 'cells', 'a | b')).toEqual({ name: 'setTableText', args: { tableId: 'T1', text: 'a | b' } })
    expect(factEditCommand('P1', 'protection', 'start', 60)).toEqual({ name: 'setProtectionRange', args: { protectionId: 'P1', start: 60 } })
    expect(factEditCommand('P1', 'protection', 'name', 'Tape')).toEqual({ name: 'setProperties', args: { typeName: 'protection', id: 'P1', patch: { name: 'Tape' } } })
    expect(factEditCommand('W1', 'wire', 'csa', 2.5)).toEqual({ name: 'setWireSection', args: { wireId: 'W1', csa: 2.5 } })
    expect(factEditCommand('S1', 'segment', 'name', 'Trunk')).toEqual({ name: 'setProperties', args: { typeName: 'segment', id: 'S1', patch: { name: 'Trunk' } } })
  })

  it('reads a wire\'s colours from codes or names, and says which word it does not know', () => {
    expect(factEditCommand('W1', 'wire', 'colors', '红/bk')).toEqual({ name: 'setWireColours', args: { wireId: 'W1', colours: ['RD', 'BK'] } })
    expect(factEditCommand('W1', 'wire', 'colors', '')).toEqual({ name: 'setWireColours', args: { wireId: 'W1', colours: [] } })
    expect(factEditCommand('W1', 'wire', 'colors', 'RD/XX')).toEqual({ problem: 'edColoursUnknown', values: { word: 'XX' } })
    expect(factEditCommand('W1', 'wire', 'colors', 'RD BK WH GN YE')).toEqual({ problem: 'edColoursTooMany', values: { count: 5, max: 4 } })
  })

  it('says which typed numbers a field cannot take: negative where unsigned, zero where it must be more, fractions where it counts', () => {
    expect(numberProblem('csa', '截面积', -1, false)).toEqual({ problem: 'edValueNegative', values: { field: '截面积' } })
    expect(numberProblem('od', '外径', 0, false)).toEqual({ problem: 'edValueNotPositive', values: { field: '外径' } })
    expect(numberProblem('rows', '行数', 2.5, false)).toEqual({ problem: 'edValueNotWhole', values: { field: '行数' } })
    expect(numberProblem('stripA', '剥线长度', 0, false)).toBeNull()
    expect(numberProblem('lengthAddOn', '长度附加量', -5, true)).toBeNull()
    expect(numberProblem('csa', '截面积', 0.35, false)).toBeNull()
  })

  it('takes a value given back as the field shows it as no edit, so Enter does not round an imported length', () => {
    expect(unchangedNumber(111.548, 111.547601)).toBe(true)
    expect(unchangedNumber(111.547601, 111.547601)).toBe(true)
    expect(unchangedNumber(111.55, 111.547601)).toBe(false)
    expect(unchangedNumber(112, 111.547601)).toBe(false)
    expect(unchangedNumber(5, Number.NaN)).toBe(false)
    // Halves round away from zero, as the field shows them: -0.0625 shows as -0.063.
    expect(unchangedNumber(-0.063, -0.0625)).toBe(true)
    expect(unchangedNumber(0.063, 0.0625)).toBe(true)
  })

  it('clears an optional value emptied in its field, and takes no fixed diameter or length of zero', () => {
    expect(factEditCommand('S1', 'segment', 'fixedDiameter', null)).toEqual({ name: 'setProperties', args: { typeName: 'segment', id: 'S1', patch: { fixedDiameter: null } } })
    expect(factEditCommand('W1', 'wire', 'fixedLength', 80)).toEqual({ name: 'setProperties', args: { typeName: 'wire', id: 'W1', patch: { fixedLength: 80 } } })
    expect(numberProblem('fixedDiameter', '指定直径', 0, false)?.problem).toBe('edValueNotPositive')
    expect(numberProblem('fixedLength', '指定长度', 0, false)?.problem).toBe('edValueNotPositive')
  })
})
