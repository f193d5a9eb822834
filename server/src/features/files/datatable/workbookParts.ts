import { SaxesParser } from 'saxes'
import { inflateText } from './inflateEntry'
import type { ZipEntry } from './zipDirectory'

/**
 * Where the parts of an xlsx workbook are (ECMA-376 part 1, 12.3): the workbook part, its
 * relationships, which name the shared strings, the styles and the worksheets, and which worksheet
 * comes first in the workbook's sheet order (not the zip order, which is arbitrary). Also reads
 * the workbook's date system (1900 or 1904), which turns date serial numbers into days.
 */

/** The zip entries of the parts a table import reads. */
export interface WorkbookParts {
  readonly workbook: ZipEntry
  readonly workbookRels: ZipEntry
  readonly sharedStrings: ZipEntry | null
  readonly styles: ZipEntry | null
  /** The first worksheet in the workbook's order. */
  readonly firstSheet: ZipEntry
  /** True when dates count from 1904 (old Mac workbooks). */
  readonly date1904: boolean
}

/** The parts, or why the archive is not a workbook this reads. */
export type WorkbookPartsRead = { readonly ok: true; readonly parts: WorkbookParts } | { readonly ok: false; readonly message: string }

/** Largest workbook or relationships part read into memory (a workbook with 1,000 sheets is far below). */
const SMALL_PART_BYTES = 8 * 1024 * 1024
const WORKBOOK = 'xl/workbook.xml'
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels'

interface StartTag {
  readonly name: string
  readonly attributes: Readonly<Record<string, string>>
}

/** The start tags of an XML text, names without their prefix, or null when it is not well-formed. */
function startTags(xml: string): StartTag[] | null {
  const tags: StartTag[] = []
  const parser = new SaxesParser()
  let broken = false
  parser.on('error', () => { broken = true })
  parser.on('opentag', (tag) => tags.push({ name: tag.name.replace(/^.*:/, ''), attributes: tag.attributes as Record<string, string> }))
  try {
    parser.write(xml).close()
  } catch {
    broken = true
  }
  return broken ? null : tags
}

/** The value of the attribute named `local` under any prefix (`r:id`, `id`). */
function attribute(tag: StartTag, local: string): string | undefined {
  for (const [name, value] of Object.entries(tag.attributes)) if (name === local || name.endsWith(`:${local}`)) return value
  return undefined
}

/** The zip path of a relationship target of the workbook part (relative to `xl/`, or absolute). */
function resolveTarget(target: string): string {
  const segments = (target.startsWith('/') ? target.slice(1) : `xl/${target}`).split('/')
  const path: string[] = []
  for (const s of segments) {
    if (s === '..') path.pop()
    else if (s !== '.' && s !== '') path.push(s)
  }
  return path.join('/')
}

/** Finds the parts of the workbook in `entries` of `archive`. Never throws. */
export async function findWorkbookParts(archive: Uint8Array, entries: ReadonlyMap<string, ZipEntry>): Promise<WorkbookPartsRead> {
  const workbook = entries.get(WORKBOOK)
  const workbookRels = entries.get(WORKBOOK_RELS)
  if (!workbook || !workbookRels) return { ok: false, message: 'a ZIP archive but not an xlsx workbook (no xl/workbook.xml)' }
  const [book, rels] = await Promise.all([inflateText(archive, workbook, SMALL_PART_BYTES), inflateText(archive, workbookRels, SMALL_PART_BYTES)])
  if (!book.ok) return book
  if (!rels.ok) return rels
  const bookTags = startTags(book.text)
  const relTags = startTags(rels.text)
  if (!bookTags || !relTags) return { ok: false, message: 'the workbook part is not well-formed XML' }

  const targets = new Map<string, { type: string; path: string }>()
  for (const tag of relTags) {
    const id = attribute(tag, 'Id')
    const target = attribute(tag, 'Target')
    if (tag.name === 'Relationship' && id && target) targets.set(id, { type: attribute(tag, 'Type') ?? '', path: resolveTarget(target) })
  }
  const byType = (suffix: string) => [...targets.values()].find((t) => t.type.endsWith(`/${suffix}`))?.path
  const firstSheetTag = bookTags.find((t) => t.name === 'sheet')
  const sheetId = firstSheetTag && attribute(firstSheetTag, 'id')
  const sheetPath = sheetId ? targets.get(sheetId)?.path : undefined
  const firstSheet = sheetPath ? entries.get(sheetPath) : undefined
  if (!firstSheet) return { ok: false, message: 'the workbook has no worksheet' }
  const workbookPr = bookTags.find((t) => t.name === 'workbookPr')
  const date1904 = workbookPr ? ['1', 'true'].includes(attribute(workbookPr, 'date1904') ?? '') : false
  return {
    ok: true,
    parts: {
      workbook,
      workbookRels,
      sharedStrings: entries.get(byType('sharedStrings') ?? 'xl/sharedStrings.xml') ?? null,
      styles: entries.get(byType('styles') ?? 'xl/styles.xml') ?? null,
      firstSheet,
      date1904,
    },
  }
}
