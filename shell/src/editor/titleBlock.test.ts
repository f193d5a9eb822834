import { describe, expect, it } from 'vitest'
import { titleBlock } from './titleBlock'

describe('title block', () => {
  it('sits at the page\u2019s bottom right, naming the drawing, project, version, date and designer', () => {
    const block = titleBlock({ name: '主线束', projectName: '示例项目', updatedBy: 'li' }, 3, { width: 297, height: 210 }, new Date('2026-11-25T12:00:00Z'))
    expect(block.position).toEqual([247, 170])
    expect(block.cells).toEqual(['图名 Title', '主线束', '项目 Project', '示例项目', '版本 Version', '3', '日期 Date', '2026-11-25', '设计 Drawn', 'li'])
    expect(block.rows * block.cols).toBe(block.cells.length)
  })
})
