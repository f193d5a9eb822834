import type { CellValue, ColumnType, DataColumn, DataTable } from '../src/datatable/DataTable'

/**
 * Tables for tests: small ones written out in the test, and wire lists of any length generated
 * from a seed, with every column type (text, integer, number with a unit, boolean, date) and
 * Chinese text, as harness teams keep them.
 */

/** A column given as [key, type] or [key, type, unit, name]; the name defaults to the key. */
export type ColumnSpec = readonly [key: string, type: ColumnType, unit?: string, name?: string]

/** A table of `columns` and `rows` (cells in column order); row ids are r1, r2, … */
export function table(columns: readonly ColumnSpec[], rows: readonly (readonly CellValue[])[]): DataTable {
  const cols: DataColumn[] = columns.map(([key, type, unit = '', name = key]) => ({ key, name, type, unit }))
  return { format: 'datatable', version: 1, columns: cols, rows: rows.map((cells, i) => ({ id: `r${i + 1}`, cells })) }
}

/** A linear congruential generator (Numerical Recipes constants) giving numbers in [0, 1): the same table for the same seed. */
function sequence(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 4294967296
  }
}

const COLOURS = ['红', '黑', '白', '蓝', '绿', '黄', '棕', '灰', '红/白', '黑/黄']
const SECTIONS = [0.35, 0.5, 0.75, 1, 1.5, 2.5, 4, 6]

/** The columns of {@link wireList}. */
export const WIRE_LIST_COLUMNS: readonly ColumnSpec[] = [
  ['wire', 'text', '', '导线号'],
  ['from', 'text', '', '起点连接器'],
  ['fromPin', 'integer', '', '起点针脚'],
  ['to', 'text', '', '终点连接器'],
  ['toPin', 'integer', '', '终点针脚'],
  ['section', 'number', 'mm²', '截面积'],
  ['colour', 'text', '', '颜色'],
  ['length', 'integer', 'mm', '长度'],
  ['twisted', 'boolean', '', '双绞'],
  ['checked', 'date', '', '校核日期'],
  ['note', 'text', '', '备注'],
  ['weight', 'number', 'g', '重量'],
]

/** A wire list of `rows` rows with the twelve {@link WIRE_LIST_COLUMNS}, the same for the same seed. */
export function wireList(rows: number, seed = 1): DataTable {
  const next = sequence(seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!
  const cells: CellValue[][] = []
  for (let i = 0; i < rows; i++) {
    const section = pick(SECTIONS)
    const length = 200 + Math.floor(next() * 4800)
    const day = 1 + Math.floor(next() * 28)
    cells.push([
      `W${String(i + 1).padStart(6, '0')}`,
      `X${1 + Math.floor(next() * 400)}`,
      1 + Math.floor(next() * 60),
      `X${1 + Math.floor(next() * 400)}`,
      1 + Math.floor(next() * 60),
      section,
      pick(COLOURS),
      length,
      next() < 0.1,
      next() < 0.3 ? null : `2025-0${1 + Math.floor(next() * 9)}-${String(day).padStart(2, '0')}`,
      next() < 0.8 ? null : pick(['屏蔽层接地', '预留 200 mm', 'see drawing, rev "B"', '=SUM(A1:A2)', '多行\n备注']),
      Math.round(length * section * 8.9) / 1000,
    ])
  }
  return table(WIRE_LIST_COLUMNS, cells)
}
