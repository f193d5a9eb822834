import type { TreeNode } from '@harness/protocol'
import { useEffect, useMemo, useState } from 'react'
import { listVersions } from '../api/fileApi'
import { getProjectTree, listProjects, type ProjectScope } from '../api/projectApi'
import { useI18n } from '../i18n/useI18n'
import { buildTree, nodePath } from '../projects/projectTree'
import { TestIds } from '../testIds'
import { DraggableDialog } from '../ui/DraggableDialog'
import { GuardedButton } from '../ui/GuardedButton'
import { SelectField } from '../ui/SelectField'
import { useBusyAction } from '../ui/useBusyAction'
import { useRemote } from '../ui/useRemote'
import { MakeOutputDialog } from './MakeOutputDialog'

/** Props of {@link PickHarnessDialog}. */
export interface PickHarnessDialogProps {
  readonly scope: ProjectScope
  readonly onClose: () => void
  readonly onMade: () => void
}

/**
 * The factory folder's way to a new output: choose a project of the scope and one of its harness
 * files, then the version, report and format (the same dialog the file details use).
 */
export function PickHarnessDialog({ scope, onClose, onMade }: PickHarnessDialogProps) {
  const { t } = useI18n()
  const projects = useRemote(`factory-projects:${scope}`, () => listProjects(scope))
  const [projectId, setProjectId] = useState<number | null>(null)
  const [harnesses, setHarnesses] = useState<{ readonly node: TreeNode; readonly label: string }[]>([])
  const [fileId, setFileId] = useState<number | null>(null)
  const [chosen, setChosen] = useState<{ readonly fileId: number; readonly name: string; readonly versions: number[] } | null>(null)
  const { busy, run } = useBusyAction()
  const list = useMemo(() => (projects.state.kind === 'ready' ? projects.state.data : []), [projects.state])

  useEffect(() => {
    if (projectId === null && list[0]) setProjectId(list[0].projectId)
  }, [list, projectId])

  useEffect(() => {
    if (projectId === null) return
    let live = true
    void run(() => getProjectTree(projectId)).then((result) => {
      if (!live || !result.ok) return
      const index = buildTree(result.value.nodes)
      const found = result.value.nodes.filter((n) => n.kind === 'file' && n.fileType === 'harness').map((node) => ({ node, label: nodePath(index, node.nodeId).join(' / ') }))
      setHarnesses(found)
      setFileId(found[0]?.node.nodeId ?? null)
    })
    return () => { live = false }
  }, [projectId, run])

  const next = async () => {
    const harness = harnesses.find((h) => h.node.nodeId === fileId)
    if (!harness) return
    const versions = await run(() => listVersions(harness.node.nodeId))
    if (versions.ok) setChosen({ fileId: harness.node.nodeId, name: harness.node.name, versions: versions.value.map((v) => v.version) })
  }

  if (chosen) return <MakeOutputDialog fileId={chosen.fileId} fileName={chosen.name} versions={chosen.versions} onClose={onClose} onMade={onMade} />

  return (
    <DraggableDialog isOpen onClose={onClose} title={t('factoryNewOutput')} width={520} testId={TestIds.factoryPickDialog}
      footer={
        <>
          <GuardedButton variant="secondary" testId={TestIds.dialogCancel} onClick={onClose}>{t('cancel')}</GuardedButton>
          <GuardedButton testId={TestIds.factoryPickNext} disabled={busy || fileId === null} onClick={() => void next()}>{t('next')}</GuardedButton>
        </>
      }>
      <div className="form">
        {projects.state.kind === 'ready' && list.length === 0 ? <p className="ws-muted">{t('factoryNoProjects')}</p> : null}
        {list.length > 0 && projectId !== null ? (
          <SelectField label={t('factoryProject')} value={String(projectId)} testId={TestIds.factoryPickProject}
            options={list.map((p) => ({ id: String(p.projectId), label: p.name }))} onChange={(id) => setProjectId(Number(id))} />
        ) : null}
        {harnesses.length > 0 && fileId !== null ? (
          <SelectField label={t('factoryHarness')} value={String(fileId)} testId={TestIds.factoryPickFile}
            options={harnesses.map((h) => ({ id: String(h.node.nodeId), label: h.label }))} onChange={(id) => setFileId(Number(id))} />
        ) : projectId !== null && !busy ? <p className="ws-muted">{t('factoryNoHarness')}</p> : null}
      </div>
    </DraggableDialog>
  )
}
