import { describe, expect, it } from 'vitest'
import type { DictionaryTableView } from '@harness/protocol'
import { diameterTableCandidates } from './useDictionaryDiameters'

const view = (tableId: number, scope: 'global' | 'team', teamId: number | null, updatedAt: string, rows = 10): DictionaryTableView => ({
  tableId, scope, teamId, teamName: '', name: `t${tableId}`, source: '', columns: 2, rows, version: 1, updatedBy: 'li', updatedAt, canManage: false,
})

describe('the dictionary tables a file takes wire diameters from', () => {
  it('tries the file team tables first, then the global ones, each newest first, and skips empty ones', () => {
    const views = [
      view(1, 'global', null, '2026-01-01'), view(2, 'team', 7, '2026-01-01'), view(3, 'team', 8, '2026-03-01'),
      view(4, 'team', 7, '2026-02-01'), view(5, 'global', null, '2026-02-01'), view(6, 'team', 7, '2026-04-01', 0),
    ]
    expect(diameterTableCandidates(views, 7).map((v) => v.tableId)).toEqual([4, 2, 5, 1])
    expect(diameterTableCandidates(views, null).map((v) => v.tableId)).toEqual([5, 1])
  })
})
