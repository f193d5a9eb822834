import { describe, expect, it } from 'vitest'
import { formatMessage } from '@harness/protocol'
import { checkTeamName } from './teamName'

const message = (key: Parameters<typeof formatMessage>[0], params: Readonly<Record<string, string | number>> = {}) => formatMessage(key, params, 'zh-CN')

describe('team name check', () => {
  it('accepts 1 to 40 characters after trimming', () => {
    expect(checkTeamName('  总装线束组 ', message)).toBeNull()
    expect(checkTeamName('   ', message)).toBe('团队名称不能为空')
    expect(checkTeamName('组'.repeat(41), message)).toBe('团队名称不能超过40个字符')
    expect(checkTeamName('组'.repeat(40), message)).toBeNull()
  })
})
