import { describe, expect, it } from 'vitest'
import type { DataTable } from '@harness/protocol'
import { columnNameMap } from './tableColumnNames'

const table = (columns: readonly [string, string][]): DataTable => ({
  format: 'datatable', version: 1, rows: [], columns: columns.map(([key, name]) => ({ key, name, type: 'text', unit: '' })),
})

describe('comparison column names', () => {
  it('names each key by its newest heading and keeps removed columns', () => {
    const names = columnNameMap([table([['a', '线号'], ['b', '颜色']]), table([['a', '导线编号'], ['c', '截面积']])])
    expect([...names]).toEqual([['a', '导线编号'], ['b', '颜色'], ['c', '截面积']])
  })
})
