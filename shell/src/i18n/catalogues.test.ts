import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
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

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

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
