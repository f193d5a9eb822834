import { TEAM_NAME_MAX, type MessageKey } from '@harness/protocol'

/**
 * The check of a team name before it is sent: 1 to {@link TEAM_NAME_MAX} characters after trimming.
 * Answers the problem in the caller's language (through `message`), or null. Pure, unit-tested.
 */
export function checkTeamName(raw: string, message: (key: MessageKey, params?: Readonly<Record<string, string | number>>) => string): string | null {
  const name = raw.trim()
  if (name === '') return message('teamNameEmpty')
  if ([...name].length > TEAM_NAME_MAX) return message('teamNameTooLong', { max: TEAM_NAME_MAX })
  return null
}
