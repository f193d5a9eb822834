import { describe, expect, it } from 'vitest'
import { PRODUCT_FUNCTIONS, findFunctions, matchScore } from './functionCatalogue'

const ids = (query: string, locale: 'zh-CN' | 'en' = 'zh-CN', roles: ('user' | 'admin')[] = ['user']) => findFunctions(query, roles, locale).map((m) => m.fn.id)

describe('the function palette', () => {
  it('has distinct ids and names in both languages', () => {
    expect(new Set(PRODUCT_FUNCTIONS.map((f) => f.id)).size).toBe(PRODUCT_FUNCTIONS.length)
    for (const f of PRODUCT_FUNCTIONS) expect(f.zh.trim() !== '' && f.en.trim() !== '', f.id).toBe(true)
  })

  it('scores a prefix over a word start over a substring over letters in order', () => {
    expect(matchScore('fit', 'Fit all')).toBe(100)
    expect(matchScore('all', 'Fit all')).toBe(80)
    expect(matchScore('it a', 'Fit all')).toBe(60)
    expect(matchScore('ftl', 'Fit all')).toBeGreaterThan(0)
    expect(matchScore('xyz', 'Fit all')).toBe(0)
  })

  it('finds functions by Chinese, English, keywords and shortcuts, best first', () => {
    expect(ids('下线表')[0]).toBe('editor.reportCutTable')
    expect(ids('cut table', 'en')[0]).toBe('editor.reportCutTable')
    expect(ids('端子')).toContain('library.terminal')
    expect(ids('ctrl+z')[0]).toBe('editor.undo')
    expect(ids('防水栓')[0]).toBe('library.seal')
    expect(ids('password', 'en')).toEqual(['manage'])
    expect(ids('零件 端子')[0]).toBe('library.terminal')
    expect(ids('no such function at all')).toEqual([])
  })

  it('shows everything for an empty query, and admin functions only to admins', () => {
    expect(ids('')).toHaveLength(PRODUCT_FUNCTIONS.length - 1)
    expect(ids('注册码')).toEqual([])
    expect(ids('注册码', 'zh-CN', ['admin'])).toEqual(['registrationCodes'])
  })

  it('finds what a newcomer types: new part, compare, plugs, splices, 导入KBL, 撤消; never a word strewn through another', () => {
    const first = (q: string) => findFunctions(q, ['user'], 'zh-CN')[0]?.fn.id
    expect(first('新建零件')).toBe('library')
    expect(first('对比')).toBe('library')
    expect(first('堵头')).toBe('library.plug')
    expect(first('接点')).toBe('library.splice')
    // The editor's functions menu is in the palette too.
    expect(first('绞合')).toBe('editor.twist')
    expect(first('包扎')).toBe('editor.wrapCustom')
    expect(first('旋转')).toBe('editor.rotateCw')
    expect(first('twist')).toBe('editor.twist')
    expect(first('plug')).toBe('library.plug')
    expect(first('新建项目')).toBe('projects')
    expect(first('创建团队')).toBe('teams')
    expect(first('导入KBL')).toBe('library.importTable')
    expect(first('撤消')).toBe('editor.undo')
    expect(findFunctions('awg', ['user'], 'zh-CN').map((m) => m.fn.id)).toEqual(['library.wire'])
    expect(first('fitsel')).toBe('editor.fitSelection')
  })
})
