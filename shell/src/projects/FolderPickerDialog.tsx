import type { ProjectSummary, TreeNode } from '@harness/protocol'
import { useEffect, useMemo, useState } from 'react'
import { WRITE_ROLES } from '../access/accessRules'
import { getProjectTree, listProjects } from '../api/projectApi'
import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { DraggableDialog } from '../ui/DraggableDialog'
import { FormField } from '../ui/FormField'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon } from '../ui/Icon'
import { reportFailure } from '../ui/reportFailure'
import { SelectField } from '../ui/SelectField'
import { checkNameInFolder } from './nodeNames'
import { buildTree, isWithin, shownParent, visibleRows, type TreeIndex } from './projectTree'
import { TreeView } from './TreeView'

/** Where a move or copy goes. */
export interface FolderChoice {
  readonly projectId: number
  readonly projectName: string
  /** The folder, or null for the top level of the project. */
  readonly parentId: number | null
  /** A copy's new name, when it differs from the original's. */
  readonly name?: string
}

/** Props of {@link FolderPickerDialog}. */
export interface FolderPickerDialogProps {
  readonly mode: 'move' | 'copy'
  readonly node: TreeNode
  readonly projectId: number
  readonly index: TreeIndex
  readonly busy: boolean
  readonly onClose: () => void
  readonly onPick: (choice: FolderChoice) => void
}

/** The folders of `index` a node may go into: every folder but the node itself and what lies below it. */
function folderIndex(index: TreeIndex, moving: TreeNode | null): TreeIndex {
  const folders = [...index.byId.values()].filter((n) => n.kind === 'folder' && (moving === null || !isWithin(index, n.nodeId, moving.nodeId)))
  return buildTree(folders)
}

/**
 * Chooses where a folder or file goes: a folder tree of the project (without the node itself and
 * what it holds), the top level, and, for a copy, any project the caller may write to and the
 * copy's name (checked against what the target folder already holds).
 */
export function FolderPickerDialog({ mode, node, projectId, index, busy, onClose, onPick }: FolderPickerDialogProps) {
  const { t, m } = useI18n()
  const [targetProject, setTargetProject] = useState(projectId)
  const [projects, setProjects] = useState<ProjectSummary[]>([])
  const [targetIndex, setTargetIndex] = useState<TreeIndex>(index)
  const [parentId, setParentId] = useState<number | null>(shownParent(index, node))
  const [expanded, setExpanded] = useState<Set<number>>(new Set())
  const [name, setName] = useState(node.name)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (mode !== 'copy') return
    listProjects('all').then((list) => setProjects(list.filter((p) => WRITE_ROLES.includes(p.role)))).catch(reportFailure)
  }, [mode])

  useEffect(() => {
    if (targetProject === projectId) {
      setTargetIndex(index)
      return
    }
    let live = true
    getProjectTree(targetProject)
      .then((tree) => { if (live) setTargetIndex(buildTree(tree.nodes)) })
      .catch(reportFailure)
    return () => { live = false }
  }, [targetProject, projectId, index])

  const folders = useMemo(() => folderIndex(targetIndex, mode === 'move' ? node : null), [targetIndex, mode, node])
  const rows = useMemo(() => visibleRows(folders, expanded), [folders, expanded])
  const unchanged = mode === 'move' && parentId === shownParent(index, node)

  const submit = () => {
    if (mode === 'move') {
      onPick({ projectId, projectName: '', parentId })
      return
    }
    const projectName = projects.find((p) => p.projectId === targetProject)?.name ?? ''
    // An unchanged name is the server's to adjust when taken ("name (副本)"); a new one is checked here.
    if (name.trim() === node.name) {
      onPick({ projectId: targetProject, projectName, parentId })
      return
    }
    const check = checkNameInFolder(targetIndex, parentId, name)
    if (!check.ok) {
      setError(m(check.message, check.params))
      return
    }
    onPick({ projectId: targetProject, projectName, parentId, name: check.name })
  }

  const toggle = (id: number, open: boolean) => setExpanded((current) => {
    const next = new Set(current)
    if (open) next.add(id)
    else next.delete(id)
    return next
  })

  return (
    <DraggableDialog isOpen onClose={onClose} width={520} title={mode === 'move' ? t('nodeMoveTitle', { name: node.name }) : t('nodeCopyTitle', { name: node.name })}
      testId={TestIds.folderPicker}
      footer={
        <>
          <GuardedButton variant="secondary" testId={TestIds.dialogCancel} onClick={onClose}>{t('cancel')}</GuardedButton>
          <GuardedButton testId={TestIds.folderPickerSubmit} disabled={busy || unchanged} onClick={submit}>{mode === 'move' ? t('nodeMoveHere') : t('nodeCopyHere')}</GuardedButton>
        </>
      }
    >
      <div className="form">
        {mode === 'copy' && projects.length > 0 ? (
          <SelectField label={t('nodeCopyProject')} value={String(targetProject)} testId={TestIds.folderPickerProject}
            options={projects.map((p) => ({ id: String(p.projectId), label: p.teamName ? `${p.name} · ${p.teamName}` : p.name }))}
            onChange={(id) => { setTargetProject(Number(id)); setParentId(null); setExpanded(new Set()); setError(null) }} />
        ) : null}
        <div className="picker">
          <button type="button" className={`picker-top${parentId === null ? ' picker-top-selected' : ''}`} aria-pressed={parentId === null}
            data-testid={TestIds.folderPickerTop} onClick={() => setParentId(null)}>
            <Icon name="project" size={15} />{t('treeTopLevel')}
          </button>
          <TreeView label={t('nodePickFolder')} rows={rows} selectedId={parentId} height={220} testId={TestIds.folderPickerTree}
            onSelect={(folder) => setParentId(folder.nodeId)} onOpen={(folder) => toggle(folder.nodeId, !expanded.has(folder.nodeId))} onToggle={toggle} />
        </div>
        {mode === 'copy' ? (
          <FormField label={t('nodeCopyName')} value={name} error={error} testId={TestIds.folderPickerName} onChange={(v) => { setName(v); setError(null) }} />
        ) : null}
      </div>
    </DraggableDialog>
  )
}
