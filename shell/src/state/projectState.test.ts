import { describe, expect, it } from 'vitest'
import { forgetOpened, MAX_OPENED_FILES, noteOpened, projectState } from './projectState'

const file = (fileId: number, projectId = 7) => ({ fileId, name: `file ${fileId}`, fileType: 'harness' as const, projectId })

describe('files opened', () => {
  it('keeps the newest first, each once, at most MAX_OPENED_FILES', () => {
    projectState.openedFiles = []
    noteOpened(file(1))
    noteOpened(file(2))
    noteOpened(file(1))
    expect(projectState.openedFiles.map((f) => f.fileId)).toEqual([1, 2])
    for (let i = 10; i < 10 + MAX_OPENED_FILES; i++) noteOpened(file(i))
    expect(projectState.openedFiles).toHaveLength(MAX_OPENED_FILES)
    expect(projectState.openedFiles[0]!.fileId).toBe(9 + MAX_OPENED_FILES)
  })

  it('forgets deleted files and keeps the rest in order', () => {
    projectState.openedFiles = [file(1), file(2, 8), file(3), file(4)]
    forgetOpened([3, 2, 99])
    expect(projectState.openedFiles.map((f) => f.fileId)).toEqual([1, 4])
    const before = projectState.openedFiles
    forgetOpened([99])
    // Nothing to forget: the list is left as it is (no change event for the persisted state).
    expect(projectState.openedFiles).toBe(before)
  })
})
