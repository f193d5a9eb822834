import { describe, expect, it } from 'vitest'
import { partNumberIdentity } from './partNumberKey'
import { LIBRARY_PART_KINDS, PART_KIND_DEFS } from './partParameters'
import { headingKey, isPartColumnTarget, kindOfText, linkCellText, linkNumbersOf, mappingProblem, partsOfTable, proposePartMapping, type PartTableRow } from './partTable'

const rows = (...cells: (string | number | boolean | null)[][]): PartTableRow[] => cells.map((c, i) => ({ row: i + 2, cells: c }))

describe('the mapping proposed from headings', () => {
  it('maps the headings the library export writes, with their units, back to fields and parameters', () => {
    const headings = ['零件号', '类型', '描述', '制造商', '制造商零件号', '供应商', '供应商零件号', '状态', '用途', '重量', '单价', '最小截面积 [mm²]', '最大截面积 [mm²]', '剥线长度 [mm]', '镀层']
    const mapping = proposePartMapping(headings)
    expect(mapping.columns).toEqual([
      'partNumber', 'kind', 'description', 'manufacturer', 'manufacturerPartNumber', 'supplier', 'supplierPartNumber', 'status', 'usage', 'weight', 'unitCost',
      'param:csaMin', 'param:csaMax', 'param:stripLength', 'param:plating',
    ])
    expect(mapping.kind).toBeNull()
    expect(mappingProblem(mapping)).toBeNull()
  })

  it('maps English headings and parameter keys, ignores unknown and repeated ones, and needs a kind without a kind column', () => {
    const mapping = proposePartMapping(['Part No.', 'Description', 'csaMin', 'Cross-section to (mm²)', 'Part number', 'Remarks'], 'terminal')
    expect(mapping.columns).toEqual(['partNumber', 'description', 'param:csaMin', 'param:csaMax', 'ignore', 'ignore'])
    expect(mapping.kind).toBe('terminal')
    expect(mappingProblem({ ...mapping, kind: null })).toBe('tableNoKind')
    expect(mappingProblem({ columns: ['description'], kind: 'seal' })).toBe('tableNoPartNumberColumn')
  })

  it('reduces headings to their words without the unit', () => {
    expect(headingKey('截面积 [mm²]')).toBe('截面积')
    expect(headingKey('Part_No.')).toBe('partno')
    expect(headingKey('最高温度（°C）')).toBe('最高温度')
  })

  it('accepts only fields, ignore and parameters some kind has as targets', () => {
    expect(isPartColumnTarget('partNumber')).toBe(true)
    expect(isPartColumnTarget('param:csaMin')).toBe(true)
    expect(isPartColumnTarget('param:nothing')).toBe(false)
    expect(isPartColumnTarget('__proto__')).toBe(false)
  })

  it('reads every kind by its Chinese name, with or without the bracketed part, its English name and its key', () => {
    for (const kind of LIBRARY_PART_KINDS) {
      const def = PART_KIND_DEFS[kind]
      expect(kindOfText(def.zh)).toBe(kind)
      expect(kindOfText(def.zh.replace(/（[^）]*）/u, ''))).toBe(kind)
      expect(kindOfText(def.en.toUpperCase())).toBe(kind)
      expect(kindOfText(kind)).toBe(kind)
    }
    expect(kindOfText('螺丝')).toBeNull()
  })
})

describe('the parts of a table', () => {
  const headings = ['零件号', '类型', '描述', '状态', '用途', '单价', '最小截面积 [mm²]', '防水', '参数']
  const mapping = proposePartMapping(headings)

  it('reads fields, typed parameters and the mixed parameter column; empty cells state nothing', () => {
    const read = partsOfTable(headings, rows(
      ['T-100', '端子', 'Tab 0.64', '正常', '必选', '0,12', 0.35, null, 'csaMax=1.0; plating=TIN'],
      ['H 200', '连接器', '', '无效', '', '', null, '是', 'cavityCount=12'],
    ), mapping, partNumberIdentity)
    expect(read.problems).toEqual([])
    expect(read.parts).toEqual([
      { row: 2, kind: 'terminal', partNumber: 'T-100', fields: { description: 'Tab 0.64', status: 'normal', usage: 'mandatory', unitCost: 0.12 }, params: { csaMin: 0.35, csaMax: 1, plating: 'tin' }, links: {} },
      { row: 3, kind: 'connector', partNumber: 'H 200', fields: { status: 'invalid' }, params: { sealed: true, cavityCount: 12 }, links: {} },
    ])
  })

  it('lists rows that do not read, with the row and the column, and skips empty rows silently', () => {
    const read = partsOfTable(headings, rows(
      [null, null, null, null, null, null, null, null, null],
      [null, '端子', 'no number', null, null, null, null, null, null],
      ['X1', '螺丝', null, null, null, null, null, null, null],
      ['X2', '端子', null, null, null, 'free', null, null, null],
      ['X3', '端子', null, null, null, null, null, '是', null],
      ['X4', '端子', null, null, null, null, 'abc', null, null],
      ['x-4', '端子', null, null, null, null, null, null, null],
      ['X-4', '端子', null, null, null, null, null, null, null],
    ), mapping, partNumberIdentity)
    expect(read.parts.map((p) => p.partNumber)).toEqual(['x-4'])
    expect(read.problems.map((p) => [p.row, p.key, p.values])).toEqual([
      [3, 'tableNoPartNumber', { row: 3 }],
      [4, 'tableKindUnknown', { row: 4, value: '螺丝' }],
      [5, 'tableValueUnreadable', { row: 5, column: '单价', value: 'free' }],
      [6, 'tableParameterNotOfKind', { row: 6, column: '防水', kind: '端子' }],
      [7, 'tableValueUnreadable', { row: 7, column: '最小截面积 [mm²]', value: 'abc' }],
      [9, 'tableDuplicate', { row: 9, first: 8 }],
    ])
  })

  it('reads a decimal comma but not a number that may hold a thousands separator', () => {
    const read = partsOfTable(['PN', '单价', '重量'], rows(['A', '0,12', '12,5'], ['B', '1,234', null], ['C', null, '1,234,567']), { columns: ['partNumber', 'unitCost', 'weight'], kind: 'clip' }, partNumberIdentity)
    expect(read.parts).toEqual([{ row: 2, kind: 'clip', partNumber: 'A', fields: { unitCost: 0.12, weight: 12.5 }, params: {}, links: {} }])
    expect(read.problems.map((p) => [p.row, p.key])).toEqual([[3, 'tableValueUnreadable'], [4, 'tableValueUnreadable']])
  })

  it('gives every row the chosen kind when no column holds kinds', () => {
    const read = partsOfTable(['PN', 'Wire diameter from', 'Wire diameter to'], rows(['S-1', 1.2, '2.0']), { columns: ['partNumber', 'param:wireOdMin', 'param:wireOdMax'], kind: 'seal' }, partNumberIdentity)
    expect(read.parts).toEqual([{ row: 2, kind: 'seal', partNumber: 'S-1', fields: {}, params: { wireOdMin: 1.2, wireOdMax: 2 }, links: {} }])
  })
})

describe('links in a table', () => {
  const mapping = proposePartMapping(['零件号', '类型', '配套端子', '配套防水栓', 'Plugs', '替代件'])

  it('maps the export\'s link headings and English ones', () => {
    expect(mapping.columns).toEqual(['partNumber', 'kind', 'terminals', 'seals', 'plugs', 'alternatives'])
    expect(isPartColumnTarget('terminals')).toBe(true)
  })

  it('reads part numbers separated by semicolons, commas, 、 or line breaks, each once, in order', () => {
    expect(linkNumbersOf('T-1; T-2,T-3，T-4；T-5、T-6\nt-1 ;; ', partNumberIdentity)).toEqual(['T-1', 'T-2', 'T-3', 'T-4', 'T-5', 'T-6'])
    expect(linkNumbersOf(null, partNumberIdentity)).toEqual([])
    expect(linkNumbersOf(12345, partNumberIdentity)).toEqual(['12345'])
  })

  it('writes a number holding a separator or a quote in quotes, and reads it back whole', () => {
    const numbers = ['T-1', 'T-C,1', 'A;B', '5"x', 'X、Y', 'line\nbreak']
    const cell = linkCellText(numbers)
    expect(cell).toBe('T-1; "T-C,1"; "A;B"; "5""x"; "X、Y"; "line\nbreak"')
    expect(linkNumbersOf(cell, partNumberIdentity)).toEqual(numbers)
    expect(linkNumbersOf('"T-C,1" x; T-2; "open, quote', partNumberIdentity)).toEqual(['T-C,1', 'T-2', 'open, quote'])
  })

  it('gives a housing its terminals, seals and plugs and any part its alternatives; an empty cell states nothing', () => {
    const read = partsOfTable(['零件号', '类型', '配套端子', '配套防水栓', 'Plugs', '替代件'], rows(
      ['H-1', '连接器', 'T-1; T-2', 'S-1', '', 'H-2'],
      ['T-1', '端子', '', '', '', 'T-2'],
      ['S-1', '防水栓', null, null, null, ';'],
    ), mapping, partNumberIdentity)
    expect(read.problems).toEqual([])
    expect(read.parts.map((p) => [p.partNumber, p.links])).toEqual([
      ['H-1', { terminal: ['T-1', 'T-2'], seal: ['S-1'], alternative: ['H-2'] }], ['T-1', { alternative: ['T-2'] }], ['S-1', {}],
    ])
  })

  it('reads a dash or 无 as no links of the relation, which an empty cell is not', () => {
    const read = partsOfTable(['零件号', '类型', '配套端子', '配套防水栓', 'Plugs', '替代件'], rows(
      ['H-1', '连接器', '-', '无', '', '—'],
      ['T-1', '端子', '-', '', '', ''],
    ), mapping, partNumberIdentity)
    expect(read.parts.map((p) => [p.partNumber, p.links])).toEqual([['H-1', { terminal: [], seal: [], alternative: [] }]])
    expect(read.problems.map((p) => [p.row, p.key])).toEqual([[3, 'tableLinksNotOfKind']])
  })

  it('lists a housing\'s links on another kind, too many numbers, and a part linked to itself', () => {
    const many = Array.from({ length: 201 }, (_, i) => `T-${i}`).join(';')
    const read = partsOfTable(['零件号', '类型', '配套端子', '配套防水栓', 'Plugs', '替代件'], rows(
      ['T-1', '端子', 'T-2', '', '', ''],
      ['H-1', '连接器', many, '', '', ''],
      ['H-2', '连接器', '', '', '', 'H-3; h-2'],
    ), mapping, partNumberIdentity)
    expect(read.parts).toEqual([])
    expect(read.problems.map((p) => [p.row, p.key, p.values])).toEqual([
      [2, 'tableLinksNotOfKind', { row: 2, column: '配套端子', kind: '端子' }],
      [3, 'tableLinksTooMany', { row: 3, column: '配套端子', count: 201, max: 200 }],
      [4, 'tableLinkToItself', { row: 4, column: '替代件' }],
    ])
  })
})
