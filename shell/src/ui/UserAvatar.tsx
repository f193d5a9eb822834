/** Props of {@link UserAvatar}. */
export interface UserAvatarProps {
  readonly username: string
  /** Avatar URL, or '' for the initial-letter placeholder. */
  readonly picture: string
  /** Edge length in CSS pixels. */
  readonly size?: number
}

/** A round avatar: the user's picture, or the first letter of the name on an accent disc. */
export function UserAvatar({ username, picture, size = 32 }: UserAvatarProps) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) }
  if (picture !== '') return <img className="avatar" src={picture} alt="" style={style} />
  const initial = [...username.trim()][0]?.toUpperCase() ?? '?'
  return <span className="avatar avatar-initial" style={style} aria-hidden="true">{initial}</span>
}
