import type { RecentFile } from '@harness/protocol'
import { fileTypeIcon } from './fileFormats'
import { recentFiles } from '../api/projectApi'
import { formatForumDate } from '../forum/forumDate'
import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { Icon } from '../ui/Icon'
import { useRemote } from '../ui/useRemote'

/** How many recent files the side column lists. */
export const RECENT_FILE_COUNT = 8

/** Props of {@link RecentFiles}. */
export interface RecentFilesProps {
  /** Changes when files were saved or opened, to load the list again. */
  readonly refreshKey: string
  readonly onOpen: (file: RecentFile) => void
}

/** The files the caller saved or opened lately, in any project, newest first. */
export function RecentFiles({ refreshKey, onOpen }: RecentFilesProps) {
  const { t, locale } = useI18n()
  const recent = useRemote('recent', () => recentFiles(RECENT_FILE_COUNT), refreshKey)
  const list = recent.state.kind === 'ready' ? recent.state.data : []
  return (
    <section className="ws-card recent-files" aria-labelledby="recent-title" data-testid={TestIds.recentFiles}>
      <h2 id="recent-title" className="ws-section-title"><Icon name="clock" size={14} />{t('recentTitle')}</h2>
      {recent.state.kind === 'ready' && list.length === 0 ? <p className="ws-muted">{t('recentEmpty')}</p> : null}
      <ul>
        {list.map((file) => (
          <li key={file.fileId}>
            <button type="button" className="recent-item" data-testid={TestIds.recentItem} data-file-id={file.fileId} onClick={() => onOpen(file)}>
              <Icon name={fileTypeIcon(file.fileType)} size={14} className={`tree-icon-${file.fileType}`} />
              <span className="recent-name">{file.name}</span>
              <span className="recent-meta">{file.projectName} · v{file.version} · {formatForumDate(file.at, locale)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
