import { ToggleButton, ToggleButtonGroup } from 'react-aria-components'
import { useSnapshot } from 'valtio'
import { useI18n } from '../i18n/useI18n'
import { sessionState } from '../state/sessionState'
import { TestIds } from '../testIds'

/** Props of {@link ScopeSwitch}. */
export interface ScopeSwitchProps {
  /** The team shown, or null for the personal projects. */
  readonly teamId: number | null
  readonly onChange: (teamId: number | null) => void
}

const PERSONAL = 'personal'

/** Switches the workspace between the personal projects and each team of the session (one choice at a time). */
export function ScopeSwitch({ teamId, onChange }: ScopeSwitchProps) {
  const { t } = useI18n()
  const { teams } = useSnapshot(sessionState)
  const selected = teamId === null ? PERSONAL : String(teamId)
  return (
    <ToggleButtonGroup className="scope-switch" aria-label={t('scopeLabel')} selectionMode="single" disallowEmptySelection
      selectedKeys={[selected]} data-testid={TestIds.scopeSwitch}
      onSelectionChange={(keys) => {
        const key = [...keys][0]
        if (key === undefined) return
        onChange(key === PERSONAL ? null : Number(key))
      }}>
      <ToggleButton id={PERSONAL} className="scope-option" data-scope={PERSONAL}>{t('scopePersonal')}</ToggleButton>
      {teams.map((team) => (
        <ToggleButton key={team.teamId} id={String(team.teamId)} className="scope-option" data-scope={team.teamId}>{team.name}</ToggleButton>
      ))}
    </ToggleButtonGroup>
  )
}
