import type { TeamRole } from '@harness/protocol'
import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'
import { RoleBadge } from '../teams/roleLabels'
import { TestIds } from '../testIds'
import { Link } from '../ui/Link'
import { EDITOR_SHORTCUTS } from './editorShortcuts'

const steps: readonly (readonly [UiKey, UiKey])[] = [
  ['helpStep1Title', 'helpStep1Text'],
  ['helpStep2Title', 'helpStep2Text'],
  ['helpStep3Title', 'helpStep3Text'],
  ['helpStep4Title', 'helpStep4Text'],
]

const rights: readonly (readonly [TeamRole, UiKey])[] = [
  ['viewer', 'helpRightsViewer'], ['editor', 'helpRightsEditor'], ['admin', 'helpRightsAdmin'], ['owner', 'helpRightsOwner'],
]

const topics: readonly (readonly [UiKey, UiKey])[] = [
  ['helpInviteTitle', 'helpInviteText'],
  ['helpFilesTitle', 'helpFilesText'],
  ['helpStaleTitle', 'helpStaleText'],
  ['helpFactoryTitle', 'helpFactoryText'],
  ['helpKeysTitle', 'helpKeysText'],
]

const formats: readonly UiKey[] = ['helpFormatKbl', 'helpFormatWireviz', 'helpFormatXlsx', 'helpFormatCsv', 'helpFormatNative']

/**
 * The how-to-use page (/dashboard/help, open without a role): four steps from sign-up to export;
 * what each team role may do; invitations, projects, files and versions, the stale-save rule,
 * import formats, the factory folder and configuration, the tree's keys, the harness editor's
 * keys as a table by group (`editorShortcuts.ts`); and a way to the forum.
 */
export function HelpPage() {
  const { t } = useI18n()
  return (
    <section className="panel help" aria-labelledby="help-title" data-testid={TestIds.helpPage}>
      <header className="panel-header">
        <h1 id="help-title" className="panel-title">{t('helpTitle')}</h1>
        <p className="panel-subtitle">{t('helpIntro')}</p>
      </header>
      <ol className="help-steps">
        {steps.map(([title, text], index) => (
          <li key={title} className="help-step">
            <span className="help-step-number" aria-hidden="true">{index + 1}</span>
            <div>
              <h2 className="help-step-title">{t(title)}</h2>
              <p className="help-step-text">{t(text)}</p>
            </div>
          </li>
        ))}
      </ol>

      <section className="help-section" aria-labelledby="help-roles">
        <h2 id="help-roles" className="help-section-title">{t('helpRolesTitle')}</h2>
        <p className="help-step-text">{t('helpRolesText')}</p>
        <table className="ws-table help-roles">
          <thead><tr><th scope="col">{t('helpRoleColumn')}</th><th scope="col">{t('helpRightsColumn')}</th></tr></thead>
          <tbody>
            {rights.map(([role, text]) => <tr key={role}><td><RoleBadge role={role} /></td><td>{t(text)}</td></tr>)}
          </tbody>
        </table>
      </section>

      <div className="help-topics">
        {topics.map(([title, text]) => (
          <section key={title} className="help-topic">
            <h2 className="help-section-title">{t(title)}</h2>
            <p className="help-step-text">{t(text)}</p>
          </section>
        ))}
        <section className="help-topic">
          <h2 className="help-section-title">{t('helpFormatsTitle')}</h2>
          <p className="help-step-text">{t('helpFormatsText')}</p>
          <ul className="help-formats">{formats.map((key) => <li key={key}>{t(key)}</li>)}</ul>
        </section>
      </div>

      <section className="help-section" aria-labelledby="help-keys" data-testid="help-editor-keys">
        <h2 id="help-keys" className="help-section-title">{t('keysTableTitle')}</h2>
        <div className="help-keys">
          {EDITOR_SHORTCUTS.map((group) => (
            <table key={group.title} className="ws-table help-keys-table">
              <caption>{t(group.title)}</caption>
              <tbody>
                {group.keys.map(([keys, what]) => <tr key={what}><td><kbd>{keys}</kbd></td><td>{t(what)}</td></tr>)}
              </tbody>
            </table>
          ))}
        </div>
      </section>

      <aside className="help-forum">
        <div>
          <h2 className="help-step-title">{t('forumHelpTitle')}</h2>
          <p className="help-step-text">{t('forumHelpText')}</p>
        </div>
        <Link to="/dashboard/issues" className="btn btn-secondary btn-md" testId={TestIds.helpForumLink}>{t('forumHelpLink')}</Link>
      </aside>
    </section>
  )
}
