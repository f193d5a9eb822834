import type { FileType } from '@harness/protocol'
import { nativeExtension } from '../projects/fileFormats'
import { downloadFile } from '../api/fileApi'
import { saveBlob } from '../ui/saveBlob'
import { reportFailure } from '../ui/reportFailure'

/** The name a download of `name` (a `fileType` file) gets when the server names none. */
export function fallbackName(name: string, fileType: FileType, version: number | null): string {
  const extension = nativeExtension(fileType)
  return version === null ? `${name}${extension}` : `${name}-v${version}${extension}`
}

/** Downloads version `version` (null: the current one) of a file and hands it to the browser. */
export async function saveFileVersion(fileId: number, name: string, fileType: FileType, version: number | null): Promise<void> {
  try {
    const file = await downloadFile(fileId, version ?? undefined)
    saveBlob(file.blob, version === null ? file.fileName ?? fallbackName(name, fileType, null) : fallbackName(name, fileType, version))
  } catch (error) {
    reportFailure(error)
  }
}
