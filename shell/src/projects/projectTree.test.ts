import { describe, expect, it } from 'vitest'
import type { TreeNode } from '@harness/protocol'
import { fileNode as file, folderNode as folder } from './test/treeNodes'
import { ancestorsOf, buildTree, fileCount, filesOf, isWithin, matchingRows, nodePath, revealing, visibleRows } from './projectTree'

// 发动机舱/ (主线束, 分支10, 分支9, 插件/ (X1)), 仪表板/, 总表
const nodes = [folder(1, null, '发动机舱'), folder(2, null, '仪表板'), file(3, null, '总表'), file(4, 1, '主线束'), file(5, 1, '分支10'), file(6, 1, '分支9'), folder(7, 1, '插件'), file(8, 7, 'X1')]
const index = buildTree(nodes)
const names = (rows: { node: TreeNode }[]) => rows.map((r) => r.node.name)

describe('project tree', () => {
  it('lists folders before files, names in pinyin and natural number order', () => {
    expect(index.children.get(null)!.map((n) => n.name)).toEqual(['发动机舱', '仪表板', '总表'])
    expect(index.children.get(1)!.map((n) => n.name)).toEqual(['插件', '分支9', '分支10', '主线束'])
  })

  it('shows only the children of expanded folders, with depth and sibling positions', () => {
    expect(visibleRows(index, new Set())).toHaveLength(3)
    const rows = visibleRows(index, new Set([1, 7]))
    expect(rows).toHaveLength(8)
    const x1 = rows.find((r) => r.node.name === 'X1')!
    expect(x1.depth).toBe(2)
    expect(rows.find((r) => r.node.name === '插件')).toMatchObject({ depth: 1, expanded: true, hasChildren: true, position: 1, siblings: 4 })
    expect(rows.find((r) => r.node.name === '仪表板')).toMatchObject({ hasChildren: false, expanded: false })
    // An expanded folder inside a collapsed one stays hidden.
    expect(names(visibleRows(index, new Set([7])))).not.toContain('X1')
  })

  it('answers paths, containment and file counts', () => {
    expect(nodePath(index, 8)).toEqual(['发动机舱', '插件', 'X1'])
    expect(ancestorsOf(index, 8).map((n) => n.nodeId)).toEqual([1, 7])
    expect(revealing(index, 8)).toEqual([1, 7])
    expect(isWithin(index, 8, 1)).toBe(true)
    expect(isWithin(index, 1, 1)).toBe(true)
    expect(isWithin(index, 2, 1)).toBe(false)
    expect(fileCount(index, 1)).toBe(4)
    expect(fileCount(index, 2)).toBe(0)
    expect(fileCount(index, 3)).toBe(1)
    expect(filesOf(index)).toHaveLength(5)
  })

  it('finds nodes by part of their name, with their folder path', () => {
    const found = matchingRows(index, 'x')
    expect(found.map((r) => [r.node.name, r.hint])).toEqual([['X1', '发动机舱 / 插件']])
    expect(matchingRows(index, '分支').map((r) => r.node.name)).toEqual(['分支9', '分支10'])
    expect(matchingRows(index, '  ')).toEqual([])
  })

  it('shows orphans at the top level and survives a parent cycle', () => {
    const odd = buildTree([file(10, 99, '孤立文件'), folder(11, 12, 'A'), folder(12, 11, 'B')])
    expect(names(visibleRows(odd, new Set()))).toContain('孤立文件')
    expect(ancestorsOf(odd, 11).length).toBeLessThan(3)
    expect(() => visibleRows(odd, new Set([11, 12]))).not.toThrow()
  })

  it('builds and lists a project of 10,000 files', () => {
    const big: TreeNode[] = []
    for (let f = 0; f < 100; f++) {
      big.push(folder(f + 1, null, `分组${f}`))
      for (let i = 0; i < 100; i++) big.push(file(1000 + f * 100 + i, f + 1, `线束${i}`))
    }
    const bigIndex = buildTree(big)
    expect(visibleRows(bigIndex, new Set())).toHaveLength(100)
    expect(visibleRows(bigIndex, new Set([1, 2]))).toHaveLength(300)
    expect(filesOf(bigIndex)).toHaveLength(10_000)
  })
})
