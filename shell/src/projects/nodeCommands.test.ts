import { describe, expect, it } from 'vitest'
import { buildTree } from './projectTree'
import { commandsFor, targetFolder } from './nodeCommands'
import { fileNode, folderNode } from './test/treeNodes'

const index = buildTree([folderNode(1, null, '发动机舱'), fileNode(2, 1, '主线束'), fileNode(3, null, '总表')])

describe('tree commands', () => {
  it('creates in the selected folder, beside the selected file, or at the top level', () => {
    expect(targetFolder(index, 1)).toBe(1)
    expect(targetFolder(index, 2)).toBe(1)
    expect(targetFolder(index, 3)).toBeNull()
    expect(targetFolder(index, null)).toBeNull()
    expect(targetFolder(index, 99)).toBeNull()
  })

  it('offers writing commands only to writers, and copy and open to every reader', () => {
    const file = index.byId.get(2)!
    expect(commandsFor(file, false)).toEqual(['open', 'copy'])
    expect(commandsFor(file, true)).toEqual(['open', 'newFolder', 'newHarness', 'newDrawing', 'newTable', 'upload', 'import', 'rename', 'move', 'copy', 'delete'])
    expect(commandsFor(index.byId.get(1)!, false)).toEqual(['copy'])
    expect(commandsFor(null, true)).toEqual(['newFolder', 'newHarness', 'newDrawing', 'newTable', 'upload', 'import'])
    expect(commandsFor(null, false)).toEqual([])
  })
})
