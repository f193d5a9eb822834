import { proxy } from 'valtio'
import type { AuthUser, LoginData, SessionTeam, TeamRole, VisitData } from '@harness/protocol'
import { SESSION_COOKIE, StorageKeys } from '../shellConfig'
import { sessionTeamsOf } from './teamRoles'

/**
 * The browser's view of the session (specification sections 3 and 4): the signed-in user, the
 * first-login flag, the anti-CSRF token the server handed out, and the localStorage "token check"
 * marker that says a session is believed to exist. Only the functions below change it.
 */
export interface SessionState {
  user: AuthUser | null
  /** True when the last login was the account's first one. */
  first: boolean
  /** The anti-CSRF token sent back as `X-CSRF-Token`; '' when none is held. */
  token: string
  /** The teams the user belongs to, with the user's role in each, as the last `visit` said. */
  teams: SessionTeam[]
  /** The user's roles in the current team (spec 3: team roles are held in the session). */
  teamRoles: TeamRole[]
}

/** The session store. Read with `useSnapshot(sessionState)` in components. */
export const sessionState = proxy<SessionState>({ user: null, first: false, token: '', teams: [], teamRoles: [] })

/** True when `user` holds at least one global role: the spec's definition of authenticated. */
export function isAuthenticated(user: Pick<AuthUser, 'roles'> | null): boolean {
  return user !== null && user.roles.length > 0
}

/** True when a user object is held, with or without roles. */
export function isSignedIn(): boolean {
  return sessionState.user !== null
}

/** Stores a successful login: user, first flag, token and the logged-in marker (spec 4). */
export function applyLogin(data: LoginData): void {
  sessionState.user = { ...data.user, roles: [...data.user.roles] }
  sessionState.first = data.first
  sessionState.token = data.token
  storage()?.setItem(StorageKeys.loggedIn, '1')
  storage()?.setItem(StorageKeys.firstLogin, data.first ? '1' : '0')
}

/** Stores the answer of `visit`: the current user, a fresh token and the user's teams. */
export function applyVisit(data: VisitData): void {
  sessionState.user = { ...data.user, roles: [...data.user.roles] }
  sessionState.teams = sessionTeamsOf(data)
  sessionState.token = data.token
  sessionState.first = storage()?.getItem(StorageKeys.firstLogin) === '1'
  storage()?.setItem(StorageKeys.loggedIn, '1')
}

/** Sets the user's roles in the current team (the workspace calls it when the team changes). */
export function setTeamRoles(roles: readonly TeamRole[]): void {
  sessionState.teamRoles = [...roles]
}

/** Replaces the avatar URL of the signed-in user (after a profile update). */
export function setUserPicture(picture: string): void {
  if (sessionState.user) sessionState.user = { ...sessionState.user, picture }
}

/** Replaces the username of the signed-in user (after a rename). */
export function setUsername(username: string): void {
  if (sessionState.user) sessionState.user = { ...sessionState.user, username }
}

/** Forgets the session: user, token, marker and (when script-visible) the session cookie. */
export function clearSession(): void {
  sessionState.user = null
  sessionState.first = false
  sessionState.token = ''
  sessionState.teams = []
  sessionState.teamRoles = []
  storage()?.removeItem(StorageKeys.loggedIn)
  storage()?.removeItem(StorageKeys.firstLogin)
  if (typeof document !== 'undefined') {
    document.cookie = `${SESSION_COOKIE}=; Max-Age=0; path=/`
  }
}

/** True when the localStorage token check says a session may exist. */
export function hasLoginMarker(): boolean {
  return storage()?.getItem(StorageKeys.loggedIn) === '1'
}

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage
}
