import { isDrawingFile } from '@harness/protocol'
import { useSnapshot } from 'valtio'
import { navigate } from '../app/router'
import { useI18n } from '../i18n/useI18n'
import { projectState } from '../state/projectState'

/**
 * The open-file tabs of the editor: the harness files and generic drawings of the edited file's project opened before
 * (the project state's `openedFiles`, newest first), the one being edited marked current. A tab
 * opens its file in the editor; leaving a file with unsaved changes asks first (the editor's leave
 * guard).
 */
export function OpenFileTabs({ fileId, name, projectId }: { readonly fileId: number; readonly name: string; readonly projectId: number }) {
  const { t } = useI18n()
  const { openedFiles } = useSnapshot(projectState)
  const harnesses = openedFiles.filter((f) => isDrawingFile(f.fileType) && f.fileId !== fileId && f.projectId === projectId)
  return (
    <div className="ed-tabs" role="tablist" aria-label={t('edOpenFiles')}>
      <span role="tab" aria-selected="true" className="ed-tab ed-tab-on ed-file" title={name} data-testid="editor-tab-current">{name}</span>
      {harnesses.map((file) => (
        <button key={file.fileId} type="button" role="tab" aria-selected="false" className="ed-tab" title={file.name} data-testid="editor-tab" data-file-id={file.fileId}
          onClick={() => void navigate(`/editor/harness?fileId=${file.fileId}`)}>{file.name}</button>
      ))}
    </div>
  )
}
