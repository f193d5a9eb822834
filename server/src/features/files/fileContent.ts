import type { FileType } from '@harness/protocol'
import type { DocumentPool } from '../../documents/DocumentPool'
import { ApiError } from '../../lib/ApiError'
import type { FileContent } from './files.service'

/**
 * Checks uploaded bytes of a file type with the engine (in the document worker) and prepares them
 * for the chunk store. A damaged or foreign harness answers 400 'invalid or missing file' /
 * 'data format incorrect' (spec 8) with the decoder's detail in `data`, a table that does not read
 * answers 400 `tableInvalid` with the reader's detail, and nothing is stored.
 */
export async function checkedContent(documents: DocumentPool, fileType: FileType, bytes: Uint8Array): Promise<FileContent> {
  switch (fileType) {
    case 'harness':
    case 'drawing': {
      const checked = await documents.run({ kind: 'checkHarness', bytes })
      if (!checked.ok) throw new ApiError(400, checked.key, { field: 'file', detail: checked.detail })
      return { canonical: checked.canonical, raw: checked.raw, summary: checked.summary, partUses: checked.partUses, searchText: checked.searchText }
    }
    case 'datatable': {
      const checked = await documents.run({ kind: 'checkTable', bytes })
      if (!checked.ok) throw new ApiError(400, checked.key, { field: 'file', detail: checked.detail }, { detail: checked.detail })
      return { canonical: checked.canonical, raw: checked.raw, summary: checked.summary, partUses: checked.partUses, searchText: null }
    }
    default: {
      const never: never = fileType
      throw new RangeError(`checkedContent: unknown file type ${String(never)}`)
    }
  }
}

/** The content a new, empty file of a type starts with. */
export async function emptyContent(documents: DocumentPool, fileType: FileType): Promise<FileContent> {
  switch (fileType) {
    case 'harness':
    case 'drawing': {
      const empty = await documents.run({ kind: fileType === 'harness' ? 'emptyHarness' : 'emptyDrawing' })
      return { canonical: empty.canonical, raw: empty.raw, summary: empty.summary, partUses: empty.partUses, searchText: empty.searchText }
    }
    case 'datatable': {
      const empty = await documents.run({ kind: 'emptyTable' })
      return { canonical: empty.canonical, raw: empty.raw, summary: empty.summary, partUses: empty.partUses, searchText: null }
    }
    default: {
      const never: never = fileType
      throw new RangeError(`emptyContent: unknown file type ${String(never)}`)
    }
  }
}

/** Seed of the sample project's generated harness: every sample shows the same harness. */
export const SAMPLE_SEED = 1

/** The files of a sample project: a harness made by the engine's generator (50 connectors, 500 wires) and its wire list as a table. */
export async function sampleFiles(documents: DocumentPool): Promise<{ name: string; fileType: FileType; content: FileContent }[]> {
  const sample = await documents.run({ kind: 'sampleProject', seed: SAMPLE_SEED })
  const content = (f: typeof sample.harness): FileContent => ({ canonical: f.canonical, raw: f.raw, summary: f.summary, partUses: f.partUses, searchText: f.searchText })
  return [
    { name: '示例线束', fileType: 'harness', content: content(sample.harness) },
    { name: '示例线束 导线表', fileType: 'datatable', content: content(sample.wireList) },
  ]
}
