import type { FileType, ImportedFile, TreeNode } from '@harness/protocol'
import { useRef, useState, type ReactNode } from 'react'
import { importFile, uploadFile } from '../api/fileApi'
import { copyNode, createFile, createFolder, deleteNode, moveNode, renameNode } from '../api/projectApi'
import { ConfirmDialog } from '../forum/ConfirmDialog'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'
import { forgetOpened } from '../state/projectState'
import { TestIds } from '../testIds'
import { NameDialog } from '../ui/NameDialog'
import { useBusyAction } from '../ui/useBusyAction'
import { baseName, IMPORT_ACCEPT, importFormatOf, UPLOAD_ACCEPT, uploadTypeOf } from './fileFormats'
import { FolderPickerDialog, type FolderChoice } from './FolderPickerDialog'
import { ImportResultDialog } from './ImportResultDialog'
import type { NodeCommand } from './nodeCommands'
import { targetFolder } from './nodeCommands'
import { checkNameInFolder } from './nodeNames'
import { fileCount, filesOf, isWithin, nodePath, shownParent, type TreeIndex } from './projectTree'

/** What {@link useNodeActions} needs from the tree panel. */
export interface NodeActionsContext {
  readonly projectId: number
  readonly index: TreeIndex
  /** Loads the tree again after a change; resolves when it is shown. */
  readonly reload: () => Promise<void>
  /** Selects (and reveals) a node that was just made or moved. */
  readonly reveal: (nodeId: number) => void
  /** Opens a file (a table in the table editor, a harness in the details panel). */
  readonly open: (node: TreeNode) => void
}

type Naming = { readonly command: 'newFolder' | NewFileCommand; readonly parentId: number | null } | { readonly command: 'rename'; readonly node: TreeNode }

type NewFileCommand = 'newHarness' | 'newDrawing' | 'newTable'
const NEW_FILE_TYPE: Readonly<Record<NewFileCommand, FileType>> = { newHarness: 'harness', newDrawing: 'drawing', newTable: 'datatable' }

/**
 * The tree's commands with their dialogs: new folder, harness or table; upload and import (with the
 * importer's notes); rename; move and copy (a folder picker; a copy may go to another project);
 * delete to the trash. Every name is checked before it is sent; each change reloads the tree and
 * selects what changed. Returns `run` and the dialogs to render.
 */
export function useNodeActions(context: NodeActionsContext): { readonly run: (command: NodeCommand, node: TreeNode | null) => void; readonly elements: ReactNode } {
  const { t, m } = useI18n()
  const { projectId, index } = context
  const [naming, setNaming] = useState<Naming | null>(null)
  const [picking, setPicking] = useState<{ readonly mode: 'move' | 'copy'; readonly node: TreeNode } | null>(null)
  const [deleting, setDeleting] = useState<TreeNode | null>(null)
  const [imported, setImported] = useState<ImportedFile | null>(null)
  const { busy, run: runAction } = useBusyAction()
  const uploadInput = useRef<HTMLInputElement>(null)
  const importInput = useRef<HTMLInputElement>(null)
  const fileParent = useRef<number | null>(null)

  /** Runs one change; on success says `done`, reloads and reveals `select(result)`. */
  const change = async <T,>(action: () => Promise<T>, done: (result: T) => string, select?: (result: T) => number | null): Promise<boolean> => {
    const result = await runAction(action, done)
    if (!result.ok) return false
    await context.reload()
    const id = select?.(result.value) ?? null
    if (id !== null) context.reveal(id)
    return true
  }

  const run = (command: NodeCommand, node: TreeNode | null) => {
    const parentId = targetFolder(index, node?.nodeId ?? null)
    switch (command) {
      case 'newFolder':
      case 'newHarness':
      case 'newDrawing':
      case 'newTable':
        setNaming({ command, parentId })
        break
      case 'upload':
      case 'import':
        fileParent.current = parentId
        ;(command === 'upload' ? uploadInput : importInput).current?.click()
        break
      case 'open':
        if (node?.kind === 'file') context.open(node)
        break
      case 'rename':
        if (node) setNaming({ command: 'rename', node })
        break
      case 'move':
      case 'copy':
        if (node) setPicking({ mode: command, node })
        break
      case 'delete':
        if (node) setDeleting(node)
        break
    }
  }

  const submitName = async (raw: string): Promise<boolean> => {
    if (!naming) return false
    const name = raw.trim()
    if (naming.command === 'rename') {
      const { node } = naming
      return change(() => renameNode(projectId, node.nodeId, name), () => t('nodeRenamed', { name }), () => node.nodeId)
    }
    const { parentId, command } = naming
    if (command === 'newFolder') return change(() => createFolder(projectId, parentId, name), () => t('folderCreated', { name }), (id) => id)
    return change(() => createFile(projectId, parentId, name, NEW_FILE_TYPE[command]), () => t('fileCreated', { name }), (made) => made.nodeId)
  }

  const onUpload = (file: File | undefined) => {
    if (!file) return
    const fileType = uploadTypeOf(file.name)
    if (fileType === null) {
      notify('warning', t('uploadWrongType', { name: file.name }))
      return
    }
    const parentId = fileParent.current
    const name = baseName(file.name)
    const check = checkNameInFolder(index, parentId, name)
    if (!check.ok) {
      notify('warning', m(check.message, check.params))
      return
    }
    void change(() => uploadFile(projectId, parentId, check.name, fileType, file), (saved) => t('fileUploaded', { name: check.name, version: saved.version }), (saved) => saved.fileId)
  }

  const onImport = (file: File | undefined) => {
    if (!file) return
    if (importFormatOf(file.name) === null) {
      notify('warning', t('importWrongType', { name: file.name }))
      return
    }
    const parentId = fileParent.current
    void change(() => importFile(projectId, parentId, file.name, file), (result) => {
      setImported(result)
      return t('fileImported', { name: result.name })
    }, (result) => result.fileId)
  }

  const onPicked = async (choice: FolderChoice): Promise<boolean> => {
    if (!picking) return false
    const { node, mode } = picking
    if (mode === 'move') {
      return change(() => moveNode(projectId, node.nodeId, choice.parentId), () => t('nodeMoved', { name: node.name }), () => node.nodeId)
    }
    return change(
      () => copyNode(projectId, node.nodeId, { projectId: choice.projectId, parentId: choice.parentId, ...(choice.name !== undefined ? { name: choice.name } : {}) }),
      () => (choice.projectId === projectId ? t('nodeCopied', { name: choice.name ?? node.name }) : t('nodeCopiedTo', { name: choice.name ?? node.name, project: choice.projectName })),
      (copyId) => (choice.projectId === projectId ? copyId : null),
    )
  }

  const confirmDelete = async () => {
    if (!deleting) return
    const node = deleting
    const parent = shownParent(index, node)
    // The files deleted with it (a folder's at any depth) leave the editor's open-file tabs.
    const files = filesOf(index).filter((f) => isWithin(index, f.nodeId, node.nodeId)).map((f) => f.nodeId)
    if (await change(() => deleteNode(projectId, node.nodeId), () => t('nodeDeleted', { name: node.name }), () => parent)) {
      forgetOpened(files)
      setDeleting(null)
    }
  }

  const namingTitle = naming === null ? '' : naming.command === 'rename' ? t('nodeRename') : t(naming.command)
  const namingParent = naming === null ? null : naming.command === 'rename' ? shownParent(index, naming.node) : naming.parentId
  const where = namingParent === null ? t('treeTopLevel') : nodePath(index, namingParent).join(' / ')

  const elements = (
    <>
      <input ref={uploadInput} type="file" hidden accept={UPLOAD_ACCEPT} data-testid={TestIds.treeUploadInput}
        onChange={(e) => { onUpload(e.target.files?.[0]); e.target.value = '' }} />
      <input ref={importInput} type="file" hidden accept={IMPORT_ACCEPT} data-testid={TestIds.treeImportInput}
        onChange={(e) => { onImport(e.target.files?.[0]); e.target.value = '' }} />
      <NameDialog isOpen={naming !== null} onClose={() => setNaming(null)} title={namingTitle} label={t('nodeNameLabel')}
        initial={naming?.command === 'rename' ? naming.node.name : ''} submitLabel={naming?.command === 'rename' ? t('save') : t('create')}
        testId={TestIds.nodeNameDialog} onSubmit={submitName}
        check={(value) => {
          const result = checkNameInFolder(index, namingParent, value, naming?.command === 'rename' ? naming.node.nodeId : null)
          return result.ok ? null : m(result.message, result.params)
        }}>
        <p className="field-hint">{t('nodeNameWhere', { where })}</p>
      </NameDialog>
      {picking ? (
        <FolderPickerDialog mode={picking.mode} node={picking.node} projectId={projectId} index={index} busy={busy}
          onClose={() => setPicking(null)} onPick={async (choice) => { if (await onPicked(choice)) setPicking(null) }} />
      ) : null}
      <ConfirmDialog isOpen={deleting !== null} busy={busy} onClose={() => setDeleting(null)} onConfirm={() => void confirmDelete()}
        title={t('nodeDelete')} confirmLabel={t('nodeDeleteConfirmButton')}
        message={deleting === null ? '' : deleting.kind === 'folder'
          ? t('nodeDeleteFolderConfirm', { name: deleting.name, count: fileCount(index, deleting.nodeId) })
          : t('nodeDeleteFileConfirm', { name: deleting.name })} />
      <ImportResultDialog result={imported} onClose={() => setImported(null)} />
    </>
  )
  return { run, elements }
}
