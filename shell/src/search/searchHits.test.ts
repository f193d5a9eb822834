import { describe, expect, it } from 'vitest'
import type { HarnessRecordHit, SearchHit } from '@harness/protocol'
import { uiZhCN, type UiKey } from '../i18n/uiZhCN'
import { highlight, hitBadge, hitContext, hitTarget, parseTextSearch, textSearchUrl } from './searchHits'

const base = { snippet: '', match: 'exact', field: 'name', score: 354 } as const
const wire: HarnessRecordHit = {
  ...base, kind: 'harnessRecord', fileId: 7, recordId: 'wire:W12', recordKind: 'wire', partNumber: 'FLRY-B 0.35', fileName: '主线束', projectId: 3, projectName: '发动机',
  teamId: null, title: 'W12',
}
const t = (key: UiKey) => uiZhCN[key]

describe('text search state in the URL', () => {
  it('reads and writes the query and the kind shown', () => {
    expect(parseTextSearch('?q=%E4%B8%BB%E7%BA%BF%E6%9D%9F+W12&kind=harnessRecord')).toEqual({ q: '主线束 W12', kind: 'harnessRecord' })
    expect(parseTextSearch('?kind=secret')).toEqual({ q: '', kind: null })
    expect(textSearchUrl({ q: 'DJ7041-1.5', kind: null })).toBe('/textSearch?q=DJ7041-1.5')
    expect(textSearchUrl({ q: '', kind: null })).toBe('/textSearch')
    expect(parseTextSearch(textSearchUrl({ q: 'a&b c', kind: 'part' }).slice('/textSearch'.length))).toEqual({ q: 'a&b c', kind: 'part' })
  })
})

describe('where a hit leads', () => {
  it('opens a wire in its harness with the wire selected', () => {
    expect(hitTarget(wire)).toEqual({ href: '/editor/harness?fileId=7&select=wire%3AW12' })
  })

  it('opens every other kind where it lives', () => {
    const hits: SearchHit[] = [
      { ...base, kind: 'project', projectId: 3, teamId: 5, title: '发动机' },
      { ...base, kind: 'file', fileId: 8, fileType: 'datatable', projectId: 3, projectName: '发动机', teamId: 5, title: '导线表' },
      { ...base, kind: 'part', partId: 11, partKind: 'terminal', scope: 'team', description: '', title: 'DJ7041' },
      { ...base, kind: 'dictionary', table: 'colours', entry: 'RD', title: 'RD 红 red' },
      { ...base, kind: 'issue', issueId: 4, closed: true, title: '线径' },
      { ...base, kind: 'dictionary', table: 'teamTable', entry: '9', title: '压接高度表' },
    ]
    expect(hits.map(hitTarget)).toEqual([
      { href: '/dashboard/project', project: { projectId: 3, name: '发动机', teamId: 5 } },
      { href: '/editor/datatable?fileId=8' },
      { href: '/part?partId=11' },
      { href: '/dictionary?tab=colours' },
      { href: '/issuedetail?issueId=4' },
      { href: '/dictionary?tab=tables&table=9' },
    ])
    expect(hitContext(hits[5]!, t)).toBe('团队词典表')
    expect(hitContext(hits[4]!, t)).toBe('已关闭')
    expect(hitBadge(hits[2]!, t, 'zh-CN')).toBe('端子')
  })

  it('says what a record is and where it is', () => {
    expect(hitBadge(wire, t, 'zh-CN')).toBe('导线')
    expect(hitContext(wire, t)).toBe('发动机 › 主线束')
  })
})

describe('highlight', () => {
  it('marks where a word of the query meets the title, case and accents ignored', () => {
    expect(highlight('Kabel Müller', 'MULLER')).toEqual(['Kabel ', 'Müller', ''])
    expect(highlight('左前门主线束', '主线束 x1')).toEqual(['左前门', '主线束', ''])
    expect(highlight('W12', 'zzz')).toBeNull()
  })
})
