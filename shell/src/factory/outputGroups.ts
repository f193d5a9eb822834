import type { FactoryOutput } from '@harness/protocol'

/**
 * The factory folder's outputs filed by harness file and version: one group per file version,
 * newest output first within a group, groups in the order of their newest output. Pure, tested.
 */

/** The outputs made from one version of one harness file. */
export interface OutputGroup {
  readonly key: string
  readonly projectName: string
  readonly fileId: number
  readonly fileName: string
  readonly version: number
  readonly outputs: readonly FactoryOutput[]
}

/** Groups `outputs` (any order) by file and version. */
export function groupOutputs(outputs: readonly FactoryOutput[]): OutputGroup[] {
  const newestFirst = [...outputs].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.outputId - a.outputId)
  const groups = new Map<string, FactoryOutput[]>()
  for (const output of newestFirst) {
    const key = `${output.fileId}:${output.version}`
    const list = groups.get(key)
    if (list) list.push(output)
    else groups.set(key, [output])
  }
  return [...groups].map(([key, list]) => {
    const first = list[0]!
    return { key, projectName: first.projectName, fileId: first.fileId, fileName: first.fileName, version: first.version, outputs: list }
  })
}
