import type { FileDetail, FileVersionView } from '@harness/protocol'
import { useSnapshot } from 'valtio'
import { keepsElement, WRITE_ROLES } from '../access/accessRules'
import { formatForumDate } from '../forum/forumDate'
import { useI18n } from '../i18n/useI18n'
import { sessionState } from '../state/sessionState'
import { TestIds } from '../testIds'
import { ActionMenu, type MenuAction } from '../ui/ActionMenu'
import { formatSize } from '../ui/formatSize'
import { PersonLink } from '../ui/PersonLink'

/** Props of {@link VersionList}. */
export interface VersionListProps {
  readonly file: FileDetail
  readonly versions: readonly FileVersionView[]
  /** Versions ticked for comparison (at most two). */
  readonly picked: readonly number[]
  readonly onPick: (version: number, on: boolean) => void
  readonly canWrite: boolean
  readonly onDownload: (version: number) => void
  readonly onRestore: (version: number) => void
  readonly onMakeOutput: (version: number) => void
}

/**
 * Every saved version of a file, newest first: number, author, time, size, comment and the version
 * it restored; two can be ticked for comparison; each can be downloaded, made current again (as a
 * new version) or, for a harness, turned into factory outputs.
 */
export function VersionList({ file, versions, picked, onPick, canWrite, onDownload, onRestore, onMakeOutput }: VersionListProps) {
  const { t, locale } = useI18n()
  const { teamRoles } = useSnapshot(sessionState)
  // Restoring writes a version: only for roles that write (spec 6), where the server allows it.
  const mayWrite = canWrite && keepsElement(teamRoles, WRITE_ROLES)
  return (
    <table className="ws-table version-table" data-testid={TestIds.versionTable}>
      <thead>
        <tr>
          <th scope="col"><span className="visually-hidden">{t('versionPick')}</span></th>
          <th scope="col">{t('versionCol')}</th><th scope="col">{t('versionAuthor')}</th><th scope="col">{t('versionTime')}</th>
          <th scope="col" className="ws-num">{t('fileSize')}</th><th scope="col">{t('versionComment')}</th><th scope="col" className="ws-col-actions" />
        </tr>
      </thead>
      <tbody>
        {versions.map((v) => {
          const isPicked = picked.includes(v.version)
          const actions: MenuAction[] = [
            { id: 'download', label: t('fileDownload'), icon: 'download', onAction: () => onDownload(v.version) },
            ...(mayWrite && v.version !== file.version ? [{ id: 'restore', label: t('versionRestore'), icon: 'restore' as const, onAction: () => onRestore(v.version) }] : []),
            ...(file.fileType === 'harness' ? [{ id: 'output', label: t('fileMakeOutput'), icon: 'factory' as const, onAction: () => onMakeOutput(v.version) }] : []),
          ]
          return (
            <tr key={v.version} aria-selected={isPicked} data-testid={TestIds.versionRow} data-version={v.version} data-restored-from={v.restoredFrom ?? undefined}>
              <td>
                <input type="checkbox" checked={isPicked} disabled={!isPicked && picked.length >= 2} aria-label={t('versionPickOne', { version: v.version })}
                  data-testid={TestIds.versionPick} onChange={(e) => onPick(v.version, e.target.checked)} />
              </td>
              <td>
                <strong>v{v.version}</strong>
                {v.version === file.version ? <span className="badge badge-current">{t('versionCurrent')}</span> : null}
              </td>
              <td><PersonLink username={v.author} /></td>
              <td className="ws-muted">{formatForumDate(v.createdAt, locale)}</td>
              <td className="ws-num">{formatSize(v.size, locale)}</td>
              <td className="version-comment">
                {v.restoredFrom !== null && v.comment === '' ? <span className="badge">{t('versionRestoredFrom', { version: v.restoredFrom })}</span> : null}
                {v.comment}
              </td>
              <td className="ws-col-actions">
                <ActionMenu label={t('versionActions', { version: v.version })} actions={actions} testId={TestIds.versionMenu} />
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
