import { describe, expect, it } from 'vitest'
import { undoTitle } from './useHistoryStatus'

describe('undoTitle', () => {
  it('names the step in Chinese, and only a step with a Chinese label', () => {
    expect(undoTitle('移动节点', true, '撤销')).toBe('撤销：移动节点（Ctrl+Z）')
    expect(undoTitle('setProperties', true, '撤销')).toBe('Ctrl+Z')
    expect(undoTitle('移动节点', false, 'Undo')).toBe('Ctrl+Z')
    expect(undoTitle(null, true, '撤销')).toBe('Ctrl+Z')
  })
})
