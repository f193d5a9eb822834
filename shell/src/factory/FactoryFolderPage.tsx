import type { FactoryOutput } from '@harness/protocol'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { WRITE_ROLES } from '../access/accessRules'
import { Permission } from '../access/Gates'
import { deleteOutput, downloadOutput, listOutputs } from '../api/factoryApi'
import type { ProjectScope } from '../api/projectApi'
import { formatForumDate } from '../forum/forumDate'
import { useI18n } from '../i18n/useI18n'
import { ScopeSwitch } from '../projects/ScopeSwitch'
import { projectState, selectScope } from '../state/projectState'
import { TestIds } from '../testIds'
import { formatSize } from '../ui/formatSize'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon } from '../ui/Icon'
import { PersonLink } from '../ui/PersonLink'
import { saveBlob } from '../ui/saveBlob'
import { SecondClickButton } from '../ui/SecondClickButton'
import { Spinner } from '../ui/Spinner'
import { useBusyAction } from '../ui/useBusyAction'
import { useRemote } from '../ui/useRemote'
import { FORMAT_LABELS, REPORT_LABELS } from './MakeOutputDialog'
import { groupOutputs } from './outputGroups'
import { PickHarnessDialog } from './PickHarnessDialog'
import { PageHeader } from '../ui/PageHeader'

/**
 * The factory folder (/factoryFolder): the manufacturing outputs of the current team (or of the
 * caller's personal projects), filed by harness file and version: report, format, rows, size, who
 * made it and when; download; delete where allowed; and a new output from any harness version.
 */
export function FactoryFolderPage() {
  const { t, locale } = useI18n()
  const { currentTeam } = useSnapshot(projectState)
  const scope: ProjectScope = currentTeam ?? 'personal'
  const [version, setVersion] = useState(0)
  const [making, setMaking] = useState(false)
  const outputs = useRemote(`outputs:${scope}`, () => listOutputs(scope), version)
  const { busy, run } = useBusyAction()
  const groups = outputs.state.kind === 'ready' ? groupOutputs(outputs.state.data) : []

  const download = async (output: FactoryOutput) => {
    const file = await run(() => downloadOutput(output.outputId))
    if (file.ok) saveBlob(file.value.blob, file.value.fileName ?? output.fileNameOut)
  }

  const remove = async (output: FactoryOutput) => {
    if ((await run(() => deleteOutput(output.outputId), () => t('factoryDeleted', { name: output.fileNameOut }))).ok) setVersion((n) => n + 1)
  }

  return (
    <section className="ws-page" aria-labelledby="factory-title">
      <PageHeader titleId="factory-title" title={t('pageFactoryFolder')} subtitle={t('factorySubtitle')}>
        <div className="ws-page-actions">
          <ScopeSwitch teamId={currentTeam} onChange={selectScope} />
          <Permission required={WRITE_ROLES}>
            <GuardedButton size="sm" testId={TestIds.factoryNew} onClick={() => setMaking(true)}><Icon name="factory" size={15} />{t('factoryNewOutput')}</GuardedButton>
          </Permission>
        </div>
      </PageHeader>
      {outputs.state.kind === 'loading' ? <Spinner label={t('loading')} /> : null}
      {outputs.state.kind === 'ready' && groups.length === 0 ? (
        <div className="ws-card ws-empty ws-empty-large" data-testid={TestIds.factoryEmpty}>
          <Icon name="factory" size={30} />
          <p>{t('factoryEmpty')}</p>
        </div>
      ) : null}
      {groups.map((group) => (
        <section key={group.key} className="ws-card factory-group" data-testid={TestIds.factoryGroup} aria-label={`${group.fileName} v${group.version}`}>
          <header className="ws-card-header">
            <h2 className="ws-card-title"><Icon name="harness" size={16} className="tree-icon-harness" />{group.fileName} <span className="badge">v{group.version}</span></h2>
            <span className="ws-muted">{group.projectName}</span>
          </header>
          <table className="ws-table">
            <thead>
              <tr>
                <th scope="col">{t('outputReport')}</th><th scope="col">{t('outputFormat')}</th><th scope="col">{t('factoryFile')}</th>
                <th scope="col" className="ws-num">{t('summaryRows')}</th><th scope="col" className="ws-num">{t('fileSize')}</th>
                <th scope="col">{t('factoryMadeBy')}</th><th scope="col" className="ws-col-actions">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {group.outputs.map((output) => (
                <tr key={output.outputId} data-testid={TestIds.factoryRow} data-report={output.report}>
                  <td>{t(REPORT_LABELS[output.report])}</td>
                  <td>{t(FORMAT_LABELS[output.format])}</td>
                  <td className="factory-file-name">{output.fileNameOut}</td>
                  <td className="ws-num">{output.rows.toLocaleString(locale)}</td>
                  <td className="ws-num">{formatSize(output.size, locale)}</td>
                  <td className="ws-muted"><PersonLink username={output.createdBy} /> · {formatForumDate(output.createdAt, locale)}</td>
                  <td className="ws-col-actions">
                    <GuardedButton variant="ghost" size="sm" disabled={busy} testId={TestIds.factoryDownload} onClick={() => void download(output)}>
                      <Icon name="download" size={15} />{t('fileDownload')}
                    </GuardedButton>
                    {output.canDelete ? <SecondClickButton disabled={busy} testId={TestIds.factoryDelete} onConfirm={() => void remove(output)}>{t('nodeDelete')}</SecondClickButton> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      {making ? <PickHarnessDialog scope={scope} onClose={() => setMaking(false)} onMade={() => setVersion((n) => n + 1)} /> : null}
    </section>
  )
}
