import { Link } from './Link'

/** Where a user's public profile is. */
export function profilePath(username: string): string {
  return `/profile?username=${encodeURIComponent(username)}`
}

/** A username that leads to that user's public profile. */
export function PersonLink({ username, className = 'person-link' }: { readonly username: string; readonly className?: string }) {
  return <Link to={profilePath(username)} className={className}>{username}</Link>
}
