import { isDrawingFile, type FileComparison, type FileDetail, type FileVersionView } from '@harness/protocol'
import { FILE_TYPE_LABEL, fileTypeIcon } from '../projects/fileFormats'
import { useEffect, useState } from 'react'
import { WRITE_ROLES } from '../access/accessRules'
import { Permission } from '../access/Gates'
import { compareVersions, exportTable, getFile, listVersions, restoreVersion } from '../api/fileApi'
import { navigate } from '../app/router'
import { prestartEngineWorker } from '../editor/engineWorkerStart'
import { formatForumDate } from '../forum/forumDate'
import { useI18n } from '../i18n/useI18n'
import { MakeOutputDialog } from '../factory/MakeOutputDialog'
import { TestIds } from '../testIds'
import { DraggableDialog } from '../ui/DraggableDialog'
import { formatSize } from '../ui/formatSize'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon } from '../ui/Icon'
import { PersonLink } from '../ui/PersonLink'
import { saveBlob } from '../ui/saveBlob'
import { Spinner } from '../ui/Spinner'
import { useBusyAction } from '../ui/useBusyAction'
import { useRemote } from '../ui/useRemote'
import { CompareView } from './CompareView'
import { saveFileVersion } from './downloadFile'
import { SummaryFacts } from './SummaryFacts'
import { comparisonColumnNames } from './tableColumnNames'
import { UploadVersionDialog } from './UploadVersionDialog'
import { VersionList } from './VersionList'

/** Props of {@link FileDetailsPanel}. */
export interface FileDetailsPanelProps {
  readonly fileId: number
  /** False in read-only browsing (edit mode off) even where the server would allow writing. */
  readonly editMode: boolean
  /** Changes when the file may have changed elsewhere (the tree was reloaded), to load it again. */
  readonly refreshKey: string
  /** Called after this panel saved a version (the tree shows the new version number). */
  readonly onChanged: () => void
}

/**
 * The selected file: name, path, type, version, size, who saved it when, what it holds; its versions
 * (compare two, restore one as a new version, download any); download; upload a new version (the
 * save path, with stale-save protection); open a table in the table editor; make factory outputs
 * from a harness version. Harness files open here until the editor takes them.
 */
export function FileDetailsPanel({ fileId, editMode, refreshKey, onChanged }: FileDetailsPanelProps) {
  const { t, locale } = useI18n()
  const [version, setVersion] = useState(0)
  const refresh = `${refreshKey}:${version}`
  const detail = useRemote(`file:${fileId}`, () => getFile(fileId), refresh)
  const versions = useRemote(`versions:${fileId}`, () => listVersions(fileId), refresh)
  const [picked, setPicked] = useState<number[]>([])
  const [comparison, setComparison] = useState<{ readonly found: FileComparison; readonly names: ReadonlyMap<string, string> | undefined } | null>(null)
  const [uploading, setUploading] = useState(false)
  const [outputFrom, setOutputFrom] = useState<number | null>(null)
  const { busy, run } = useBusyAction()
  // A drawing file's details come before its opening: its engine worker starts warming now.
  const drawing = detail.state.kind === 'ready' && isDrawingFile(detail.state.data.fileType)
  useEffect(() => { if (drawing) prestartEngineWorker() }, [drawing])

  if (detail.state.kind !== 'ready') {
    return <section className="ws-card details-panel">{detail.state.kind === 'loading' ? <Spinner label={t('loading')} /> : <p className="ws-empty">{t('loadFailed')}</p>}</section>
  }
  const file: FileDetail = detail.state.data
  const list: readonly FileVersionView[] = versions.state.kind === 'ready' ? versions.state.data : []
  const canWrite = file.canWrite && editMode
  const changed = () => {
    setVersion((n) => n + 1)
    setPicked([])
    onChanged()
  }

  const compare = async () => {
    if (picked.length !== 2) return
    const [from, to] = [...picked].sort((a, b) => a - b) as [number, number]
    const result = await run(async () => {
      const found = await compareVersions(file.fileId, from, to)
      const names = found.kind === 'datatable' ? await comparisonColumnNames(file.fileId, [from, to], null) : undefined
      return { found, names }
    })
    if (result.ok) setComparison(result.value)
  }

  const restore = async (from: number) => {
    if ((await run(() => restoreVersion(file.fileId, from, file.version), (saved) => t('versionRestoredDone', { from, version: saved.version }))).ok) changed()
  }

  const exportAs = async (format: 'xlsx' | 'csv') => {
    const exported = await run(() => exportTable(file.fileId, format))
    if (exported.ok) saveBlob(exported.value.blob, exported.value.fileName ?? `${file.name}.${format}`)
  }

  return (
    <section id="file-details" tabIndex={-1} className="ws-card details-panel" aria-labelledby="file-title" data-testid={TestIds.fileDetails} data-file-id={file.fileId}>
      <header className="details-header">
        <Icon name={fileTypeIcon(file.fileType)} size={22} className={`tree-icon-${file.fileType}`} />
        <div className="details-heading">
          <h2 id="file-title" className="ws-card-title" data-testid={TestIds.fileName}>{file.name}</h2>
          <p className="ws-muted">{[file.projectName, ...file.path].join(' / ')}</p>
        </div>
        <span className="badge" data-testid={TestIds.fileVersion}>v{file.version}</span>
      </header>

      <dl className="ws-facts details-facts">
        <dt>{t('fileType')}</dt><dd>{t(FILE_TYPE_LABEL[file.fileType])}</dd>
        <dt>{t('fileSize')}</dt><dd>{formatSize(file.size, locale)}</dd>
        <dt>{t('fileUpdated')}</dt><dd><PersonLink username={file.updatedBy} /> · {formatForumDate(file.updatedAt, locale)}</dd>
        <dt>{t('fileVersions')}</dt><dd>{file.versionCount}</dd>
      </dl>
      <SummaryFacts summary={file.summary} />

      <div className="details-actions">
        {file.fileType === 'datatable' ? (
          <>
            <GuardedButton size="sm" testId={TestIds.fileOpenTable} onClick={() => void navigate(`/editor/datatable?fileId=${file.fileId}`)}>
              <Icon name="table" size={15} />{t('fileOpenTable')}
            </GuardedButton>
            <GuardedButton variant="secondary" size="sm" testId={TestIds.fileExportXlsx} onClick={() => void exportAs('xlsx')}>{t('fileExportXlsx')}</GuardedButton>
            <GuardedButton variant="secondary" size="sm" testId={TestIds.fileExportCsv} onClick={() => void exportAs('csv')}>{t('fileExportCsv')}</GuardedButton>
          </>
        ) : (
          <>
            <GuardedButton size="sm" testId={TestIds.fileOpenHarness} onClick={() => void navigate(`/editor/harness?fileId=${file.fileId}`)}>
              <Icon name={fileTypeIcon(file.fileType)} size={15} />{t('fileOpenHarness')}
            </GuardedButton>
            {/* Factory output (cut tables, BOMs) is made from harnesses; a generic drawing has none to make. */}
            {file.fileType === 'harness' ? (
              <GuardedButton variant="secondary" size="sm" testId={TestIds.fileMakeOutput} onClick={() => setOutputFrom(file.version)}>
                <Icon name="factory" size={15} />{t('fileMakeOutput')}
              </GuardedButton>
            ) : null}
          </>
        )}
        <GuardedButton variant="secondary" size="sm" testId={TestIds.fileDownload} onClick={() => void saveFileVersion(file.fileId, file.name, file.fileType, null)}>
          <Icon name="download" size={15} />{t('fileDownload')}
        </GuardedButton>
        {canWrite ? (
          <Permission required={WRITE_ROLES}>
            <GuardedButton variant="secondary" size="sm" testId={TestIds.fileUploadVersion} onClick={() => setUploading(true)}>
              <Icon name="upload" size={15} />{t('fileUploadVersion')}
            </GuardedButton>
          </Permission>
        ) : null}
      </div>

      <section className="details-versions" aria-labelledby="versions-title">
        <header className="ws-card-header">
          <h3 id="versions-title" className="ws-card-title"><Icon name="history" size={15} />{t('fileVersionsTitle')}</h3>
          <GuardedButton variant="secondary" size="sm" disabled={picked.length !== 2 || busy} testId={TestIds.versionCompare} onClick={() => void compare()}>
            <Icon name="compare" size={15} />{t('versionCompare', { count: picked.length })}
          </GuardedButton>
        </header>
        {versions.state.kind === 'loading' ? <Spinner label={t('loading')} /> : null}
        <VersionList file={file} versions={list} picked={picked} canWrite={canWrite}
          onPick={(v, on) => setPicked((current) => (on ? [...current, v].slice(-2) : current.filter((x) => x !== v)))}
          onDownload={(v) => void saveFileVersion(file.fileId, file.name, file.fileType, v)}
          onRestore={(v) => void restore(v)} onMakeOutput={setOutputFrom} />
      </section>

      {comparison ? (
        <DraggableDialog isOpen onClose={() => setComparison(null)} width={760} title={t('compareTitle', { name: file.name })} testId={TestIds.compareDialog}
          footer={<GuardedButton variant="secondary" testId={TestIds.dialogCancel} onClick={() => setComparison(null)}>{t('close')}</GuardedButton>}>
          <CompareView comparison={comparison.found} columnNames={comparison.names} />
        </DraggableDialog>
      ) : null}
      {uploading ? <UploadVersionDialog file={file} onClose={() => setUploading(false)} onSaved={changed} /> : null}
      {outputFrom !== null ? (
        <MakeOutputDialog fileId={file.fileId} fileName={file.name} versions={list.length > 0 ? list.map((v) => v.version) : [file.version]}
          initialVersion={outputFrom} onClose={() => setOutputFrom(null)} />
      ) : null}
    </section>
  )
}
