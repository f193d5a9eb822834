/**
 * Public profiles (/profile): what signed-in users may see of each other: the name, avatar, company
 * and description a user chose to show, and the teams both share. Usernames are public (the forum
 * shows them), so a profile reveals nothing a post does not.
 */
export const PeoplePaths = {
  /** GET query username. Answers {@link PublicProfile}; an unknown or disabled user is 404 `userNotFound`. */
  getPublicProfile: '/api/user/getPublicProfile',
} as const

/** `data` of getPublicProfile. */
export interface PublicProfile {
  readonly username: string
  /** Avatar URL, '' when none. */
  readonly picture: string
  readonly realName: string
  readonly company: string
  readonly description: string
  /** ISO 8601 date the account was made. */
  readonly joinedAt: string
  /** Names of the teams the caller and this user both belong to. */
  readonly sharedTeams: readonly string[]
}
