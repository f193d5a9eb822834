import { isDrawingFile, type FileType } from '@harness/protocol'
import type { UiKey } from '../i18n/uiZhCN'
import type { IconName } from '../ui/Icon'

/**
 * Which local files the workspace takes, and how: a native file is uploaded as it is (a harness
 * document `.harness`, a data table `.json`); KBL, WireViz, Excel and CSV files are imported (the
 * server converts them and reports notes). The server checks the bytes again. Pure, unit-tested.
 */

/** The formats the importer reads, by what the file name ends with. */
export type ImportFormat = 'kbl' | 'wireviz' | 'xlsx' | 'csv' | 'native'

const IMPORT_EXTENSIONS: Readonly<Record<string, ImportFormat>> = {
  kbl: 'kbl', xml: 'kbl', yml: 'wireviz', yaml: 'wireviz', xlsx: 'xlsx', csv: 'csv', harness: 'native',
}

const UPLOAD_EXTENSIONS: Readonly<Record<string, FileType>> = { harness: 'harness', json: 'datatable' }

/** The `accept` list of the import file picker. */
export const IMPORT_ACCEPT = '.kbl,.xml,.yml,.yaml,.xlsx,.csv,.harness'

/** The `accept` list of the upload file picker. */
export const UPLOAD_ACCEPT = '.harness,.json'

/** The extension of `fileName` in lower case, without the dot; '' when there is none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase()
}

/** `fileName` without its extension ('主线束.kbl' → '主线束'); the name itself when it has none. */
export function baseName(fileName: string): string {
  return extensionOf(fileName) === '' ? fileName : fileName.slice(0, fileName.lastIndexOf('.'))
}

/** The import format `fileName` asks for, or null when the importer does not read it. */
export function importFormatOf(fileName: string): ImportFormat | null {
  return IMPORT_EXTENSIONS[extensionOf(fileName)] ?? null
}

/** The file type an upload of `fileName` creates, or null when it is no native file. */
export function uploadTypeOf(fileName: string): FileType | null {
  return UPLOAD_EXTENSIONS[extensionOf(fileName)] ?? null
}

/** The extension a download of a `fileType` file carries: harnesses and generic drawings are both `.harness` documents. */
export function nativeExtension(fileType: FileType): string {
  return isDrawingFile(fileType) ? '.harness' : '.json'
}

/** The name of each file type, as file details show it. */
export const FILE_TYPE_LABEL: Readonly<Record<FileType, UiKey>> = { harness: 'fileTypeHarness', drawing: 'fileTypeDrawing', datatable: 'fileTypeTable' }

/** The icon lists show for a file of `fileType`. */
export function fileTypeIcon(fileType: FileType): IconName {
  return fileType === 'datatable' ? 'table' : fileType === 'drawing' ? 'drawing' : 'harness'
}

/** Where the editor of a `fileType` file opens it: harnesses and generic drawings in the drawing editor, tables in the table editor. */
export function editorPath(fileType: FileType, fileId: number): string {
  return `/editor/${isDrawingFile(fileType) ? 'harness' : 'datatable'}?fileId=${fileId}`
}
