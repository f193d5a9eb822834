import type { ProjectSummary, TreeNode } from '@harness/protocol'
import { useMemo, useRef, useState } from 'react'
import { Switch } from 'react-aria-components'
import { useSnapshot } from 'valtio'
import { WRITE_ROLES } from '../access/accessRules'
import { Permission } from '../access/Gates'
import { markOpened } from '../api/fileApi'
import { getProjectTree } from '../api/projectApi'
import { navigate } from '../app/router'
import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'
import { applyTree, expandAll, noteOpened, projectState, selectNode, setEditMode, setExpanded } from '../state/projectState'
import { TestIds } from '../testIds'
import { ContextMenu, type MenuAction } from '../ui/ActionMenu'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon, type IconName } from '../ui/Icon'
import { reportFailure } from '../ui/reportFailure'
import { useElementHeight } from '../ui/useElementHeight'
import { commandsFor, CREATE_COMMANDS, NODE_COMMANDS, type NodeCommand } from './nodeCommands'
import { editorPath } from './fileFormats'
import { buildTree, matchingRows, revealing, visibleRows } from './projectTree'
import { TrashDialog } from './TrashDialog'
import { TreeView } from './TreeView'
import { useNodeActions } from './useNodeActions'

/** Label and icon of each tree command. */
const COMMAND_LOOK: Readonly<Record<NodeCommand, readonly [UiKey, IconName]>> = {
  newFolder: ['newFolder', 'folder'], newHarness: ['newHarness', 'harness'], newDrawing: ['newDrawing', 'drawing'], newTable: ['newTable', 'table'],
  upload: ['treeUpload', 'upload'], import: ['treeImport', 'import'], open: ['treeOpen', 'eye'], rename: ['nodeRename', 'edit'],
  move: ['nodeMove', 'move'], copy: ['nodeCopy', 'copy'], delete: ['nodeDelete', 'trash'],
}


/** Props of {@link ProjectTreePanel}. */
export interface ProjectTreePanelProps {
  readonly project: ProjectSummary
}

/**
 * The open project's folder tree: a filter, the toolbar (new folder, harness and table, upload,
 * import; rename, move, copy, delete of the selection), the windowed tree with keyboard and context
 * menu, edit mode, and the project's trash. Write commands show only where the caller's role and
 * the server's answer allow them, and only in edit mode.
 */
export function ProjectTreePanel({ project }: ProjectTreePanelProps) {
  const { t } = useI18n()
  const snap = useSnapshot(projectState)
  const tree = snap.projectDomTree
  const [filter, setFilter] = useState('')
  const [menu, setMenu] = useState<{ readonly node: TreeNode; readonly x: number; readonly y: number } | null>(null)
  const [trashOpen, setTrashOpen] = useState(false)
  const anchor = useRef<HTMLSpanElement>(null)
  const area = useRef<HTMLDivElement>(null)
  const height = useElementHeight(area, 480)

  const index = useMemo(() => buildTree(tree?.nodes ?? []), [tree])
  const rows = useMemo(() => (filter.trim() !== '' ? matchingRows(index, filter) : visibleRows(index, new Set(snap.expanded))), [index, snap.expanded, filter])
  const canWrite = (tree?.canWrite ?? false) && snap.editMode
  const selected = snap.selectedNode === null ? null : index.byId.get(snap.selectedNode) ?? null

  const reload = async () => {
    try {
      applyTree(await getProjectTree(project.projectId))
    } catch (error) {
      reportFailure(error)
    }
  }

  const reveal = (nodeId: number) => {
    const fresh = buildTree(projectState.projectDomTree?.nodes ?? [])
    expandAll(revealing(fresh, nodeId))
    selectNode(fresh.byId.get(nodeId) ?? null)
    setFilter('')
  }

  const open = (node: TreeNode) => {
    if (node.kind !== 'file' || node.fileType === null) return
    noteOpened({ fileId: node.nodeId, name: node.name, fileType: node.fileType, projectId: project.projectId })
    void markOpened(node.nodeId).catch(() => undefined)
    void navigate(editorPath(node.fileType, node.nodeId))
  }

  const actions = useNodeActions({ projectId: project.projectId, index, reload, reveal, open })

  const onOpen = (node: TreeNode) => {
    if (node.kind === 'folder') setExpanded(node.nodeId, !snap.expanded.includes(node.nodeId))
    else open(node)
  }

  const menuActions: MenuAction[] = menu === null ? [] : commandsFor(menu.node, canWrite).map((command) => ({
    id: command, label: t(COMMAND_LOOK[command][0]), icon: COMMAND_LOOK[command][1], danger: command === 'delete',
    onAction: () => actions.run(command, menu.node),
  }))

  const toolbarButton = (command: NodeCommand, disabled = false) => (
    <GuardedButton key={command} variant="ghost" size="sm" className="tool-button" title={t(COMMAND_LOOK[command][0])} disabled={disabled}
      testId={TestIds.treeTool} data-command={command} onClick={() => actions.run(command, selected)}>
      <Icon name={COMMAND_LOOK[command][1]} size={16} /><span className="tool-label">{t(COMMAND_LOOK[command][0])}</span>
    </GuardedButton>
  )

  return (
    <section className="ws-card tree-panel" aria-labelledby="tree-title" data-testid={TestIds.treePanel}>
      <header className="tree-panel-header">
        <div className="tree-panel-title">
          <h2 id="tree-title" className="ws-card-title" data-testid={TestIds.treeProjectName}>{project.name}</h2>
          {project.description ? <p className="ws-muted tree-panel-description">{project.description}</p> : null}
        </div>
        {tree?.canWrite ? (
          <Permission required={WRITE_ROLES}>
            <Switch className="switch" isSelected={snap.editMode} onChange={setEditMode} data-testid={TestIds.editModeSwitch}>
              <span className="switch-track" aria-hidden="true"><span className="switch-thumb" /></span>
              <span>{t('editMode')}</span>
            </Switch>
          </Permission>
        ) : <span className="badge" data-testid={TestIds.readOnlyBadge}>{t('readOnly')}</span>}
      </header>

      {canWrite ? (
        <Permission required={WRITE_ROLES}>
          <div className="toolbar" role="toolbar" aria-label={t('treeToolbar')} data-testid={TestIds.treeToolbar}>
            {CREATE_COMMANDS.map((command) => toolbarButton(command))}
            <span className="toolbar-separator" />
            {NODE_COMMANDS.map((command) => toolbarButton(command, selected === null))}
          </div>
        </Permission>
      ) : (
        <div className="toolbar" role="toolbar" aria-label={t('treeToolbar')}>
          {toolbarButton('copy', selected === null)}
        </div>
      )}

      <input className="input input-sm tree-filter" type="search" value={filter} placeholder={t('treeFilterPlaceholder')} aria-label={t('treeFilterLabel')}
        data-testid={TestIds.treeFilter} onChange={(e) => setFilter(e.target.value)} />

      <div ref={area} className="tree-area">
        {tree === null ? <p className="tree-empty">{t('loading')}</p> : (
          <TreeView label={t('treeLabel', { name: project.name })} rows={rows} selectedId={snap.selectedNode} height={height}
            onSelect={selectNode} onOpen={onOpen} onToggle={setExpanded}
            onMenu={(node, point) => setMenu({ node, ...point })}
            onRename={(node) => { if (canWrite) actions.run('rename', node) }}
            onDelete={(node) => { if (canWrite) actions.run('delete', node) }} />
        )}
      </div>

      <footer className="tree-panel-footer">
        <span className="ws-muted" data-testid={TestIds.treeCount}>{t('treeCount', { files: snap.projectFiles.length, nodes: tree?.nodes.length ?? 0 })}</span>
        <GuardedButton variant="ghost" size="sm" testId={TestIds.trashOpen} onClick={() => setTrashOpen(true)}>
          <Icon name="trash" size={15} />{t('trashTitle')}
        </GuardedButton>
      </footer>

      <span ref={anchor} className="menu-anchor" style={{ left: menu?.x ?? 0, top: menu?.y ?? 0 }} />
      <ContextMenu anchor={anchor} isOpen={menu !== null && menuActions.length > 0} onClose={() => setMenu(null)} label={t('treeMenu')}
        actions={menuActions} testId={TestIds.treeMenu} />
      {actions.elements}
      {trashOpen ? <TrashDialog projectId={project.projectId} canRestore={tree?.canWrite ?? false} canPurge={tree?.canManage ?? false}
        onClose={() => setTrashOpen(false)} onRestored={async (nodeId) => { await reload(); reveal(nodeId) }} /> : null}
    </section>
  )
}
