import { describe, expect, it } from 'vitest'
import { fileNode, folderNode } from '../projects/test/treeNodes'
import { decodeProjectState, EMPTY_PERSISTED, encodeProjectState, MAX_PERSISTED_NODES, type PersistedProjectState } from './projectPersistence'

const state: PersistedProjectState = {
  editMode: false,
  tree: { projectId: 7, nodes: [folderNode(1, null, '发动机舱'), fileNode(2, 1, '主线束')], canWrite: true, canManage: false },
  expanded: [1],
  currentProject: { projectId: 7, name: '某车型线束', teamId: 3 },
  currentTeam: 3,
  firstDriver: true,
  teamRoles: ['editor'],
  openedFiles: [{ fileId: 2, name: '主线束', fileType: 'harness', projectId: 7 }],
}

describe('persisted project state', () => {
  it('round-trips every persisted field', () => {
    expect(decodeProjectState(encodeProjectState(state))).toEqual(state)
  })

  it('ignores missing, malformed or foreign text', () => {
    expect(decodeProjectState(null)).toEqual(EMPTY_PERSISTED)
    expect(decodeProjectState('{not json')).toEqual(EMPTY_PERSISTED)
    expect(decodeProjectState('[]')).toEqual(EMPTY_PERSISTED)
    expect(decodeProjectState(JSON.stringify({ ...JSON.parse(encodeProjectState(state)), format: 99 }))).toEqual(EMPTY_PERSISTED)
    expect(decodeProjectState('x'.repeat(700_000))).toEqual(EMPTY_PERSISTED)
  })

  it('drops bad fields one by one and keeps the rest', () => {
    const stored = JSON.parse(encodeProjectState(state)) as Record<string, unknown>
    const damaged = {
      ...stored, editMode: 'yes', teamRoles: ['editor', 'god', 'editor'], expanded: [1, -2, 'x', 1.5], firstDriver: 1,
      openedFiles: [{ fileId: 2, name: '主线束', fileType: 'harness', projectId: 7 }, { fileId: 3, name: '', fileType: 'harness', projectId: 7 }, { fileId: 4, name: 'x', fileType: 'pdf', projectId: 7 }, 'x'],
    }
    const read = decodeProjectState(JSON.stringify(damaged))
    expect(read.editMode).toBe(true)
    expect(read.teamRoles).toEqual(['editor'])
    expect(read.expanded).toEqual([1])
    expect(read.firstDriver).toBe(false)
    expect(read.openedFiles).toEqual(state.openedFiles)
    expect(decodeProjectState(JSON.stringify({ ...stored, openedFiles: 'all' })).openedFiles).toEqual([])
    expect(read.currentProject).toEqual(state.currentProject)
    expect(read.tree).toEqual(state.tree)
  })

  it('keeps the stored team when no project is open, and follows the open project otherwise', () => {
    expect(decodeProjectState(encodeProjectState({ ...state, currentProject: null, tree: null, currentTeam: 5 })).currentTeam).toBe(5)
    expect(decodeProjectState(encodeProjectState({ ...state, currentTeam: 5 })).currentTeam).toBe(3)
    expect(decodeProjectState(encodeProjectState({ ...state, currentProject: null, tree: null, currentTeam: null })).currentTeam).toBeNull()
  })

  it('drops a tree with one bad node, or one stored for another project', () => {
    const stored = JSON.parse(encodeProjectState(state)) as { tree: { nodes: unknown[] } }
    const badNode = { ...stored, tree: { ...stored.tree, nodes: [...stored.tree.nodes, { nodeId: 3, parentId: 1, kind: 'file', name: 'a', fileType: 'exe', version: 1, size: 1, updatedAt: '', updatedBy: '' }] } }
    expect(decodeProjectState(JSON.stringify(badNode)).tree).toBeNull()
    const otherProject = { ...stored, currentProject: { projectId: 8, name: 'x', teamId: null } }
    expect(decodeProjectState(JSON.stringify(otherProject)).tree).toBeNull()
  })

  it('does not store a tree larger than the bound', () => {
    const nodes = Array.from({ length: MAX_PERSISTED_NODES + 1 }, (_, i) => fileNode(i + 1, null, `文件${i}`))
    const big = { ...state, tree: { projectId: 7, nodes, canWrite: true, canManage: true } }
    const text = encodeProjectState(big)
    expect(decodeProjectState(text).tree).toBeNull()
    expect(decodeProjectState(text).currentProject).toEqual(state.currentProject)
  })
})
