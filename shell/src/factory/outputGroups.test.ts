import { describe, expect, it } from 'vitest'
import type { FactoryOutput } from '@harness/protocol'
import { groupOutputs } from './outputGroups'

const output = (outputId: number, fileId: number, version: number, createdAt: string): FactoryOutput => ({
  outputId, projectId: 1, projectName: '整车线束', fileId, fileName: `文件${fileId}`, version, report: 'cutTable', format: 'xlsx',
  fileNameOut: `文件${fileId}-v${version}-下线表.xlsx`, size: 1000, rows: 10, createdBy: 'li', createdAt, canDelete: true,
})

describe('factory output groups', () => {
  it('files outputs by file and version, newest first', () => {
    const groups = groupOutputs([
      output(1, 7, 1, '2025-03-01T08:00:00Z'),
      output(2, 7, 2, '2025-03-02T08:00:00Z'),
      output(3, 8, 1, '2025-03-03T08:00:00Z'),
      output(4, 7, 1, '2025-03-04T08:00:00Z'),
    ])
    expect(groups.map((g) => g.key)).toEqual(['7:1', '8:1', '7:2'])
    expect(groups[0]!.outputs.map((o) => o.outputId)).toEqual([4, 1])
    expect(groups[0]).toMatchObject({ fileName: '文件7', version: 1, projectName: '整车线束' })
    expect(groupOutputs([])).toEqual([])
  })
})
