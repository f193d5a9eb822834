import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { uiText } from './localeState'
import { configZhCN } from './configZhCN'
import { editorZhCN } from './editorZhCN'
import { filesZhCN } from './filesZhCN'
import { helpZhCN } from './helpZhCN'
import { noticesZhCN } from './noticesZhCN'
import { projectsZhCN } from './projectsZhCN'
import { teamsZhCN } from './teamsZhCN'
import { uiEn } from './uiEn'
import { uiZhCN, type UiKey } from './uiZhCN'
import { workspaceZhCN } from './workspaceZhCN'
import { libraryZhCN } from './libraryZhCN'
import { searchZhCN } from './searchZhCN'

// A plural form `{count|one|other}` names its placeholder too; each name is counted once.
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)(?:\|[^}]*)?\}/g)].map((m) => m[1]))].sort()

describe('interface catalogues', () => {
  it('give every key a non-empty text in both languages, with the same placeholders', () => {
    const keys = Object.keys(uiZhCN) as UiKey[]
    expect(Object.keys(uiEn).sort()).toEqual([...keys].sort())
    for (const key of keys) {
      expect(uiZhCN[key].trim(), key).not.toBe('')
      expect(uiEn[key].trim(), key).not.toBe('')
      expect(placeholders(uiEn[key]), key).toEqual(placeholders(uiZhCN[key]))
    }
  })

  it('fill an English plural by the number: one segment, two segments', () => {
    expect(uiText('edFnWrapped', { count: 1 }, 'en')).toBe('Wrapped 1 segment')
    expect(uiText('edFnWrapped', { count: 2 }, 'en')).toBe('Wrapped 2 segments')
    expect(uiText('treeCount', { files: 1, nodes: 3 }, 'en')).toBe('1 file, 3 items')
    expect(uiText('edFnWrapped', { count: 1 }, 'zh-CN')).not.toContain('|')
  })

  it('define each key in one part only, so no part silently replaces another', () => {
    const parts = [workspaceZhCN, teamsZhCN, projectsZhCN, filesZhCN, editorZhCN, noticesZhCN, helpZhCN, configZhCN, libraryZhCN, searchZhCN]
    const seen = new Map<string, number>()
    for (const part of parts) for (const key of Object.keys(part)) seen.set(key, (seen.get(key) ?? 0) + 1)
    const twice = [...seen].filter(([, n]) => n > 1).map(([key]) => key)
    expect(twice).toEqual([])
    // The keys written in the core catalogue itself, before the parts are spread in.
    const source = readFileSync(new URL('./uiZhCN.ts', import.meta.url), 'utf8')
    const core = [...source.matchAll(/^ {2}(\w+): /gm)].map((m) => m[1]!)
    expect(core.length).toBeGreaterThan(100)
    expect(core.filter((key) => seen.has(key))).toEqual([])
  })
})
