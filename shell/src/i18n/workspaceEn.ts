import type { workspaceZhCN } from './workspaceZhCN'

/** English workspace texts, key for key beside `workspaceZhCN`. */
export const workspaceEn: { readonly [K in keyof typeof workspaceZhCN]: string } = {
  actions: 'Actions',
  create: 'Create',
  save: 'Save',
  copy: 'Copy',
  copied: 'Copied',
  retry: 'Retry',
  loadFailed: 'Could not load',
  signInFirst: 'Please sign in to continue',
  roleOwner: 'Owner',
  roleAdmin: 'Admin',
  roleEditor: 'Editor',
  roleViewer: 'Viewer',
  profileJoined: 'Joined {date}',
  profileSharedTeams: 'Teams in common',
  profileNoSharedTeams: 'No teams in common',
  profileNotGiven: 'Not given',
  profileNotFound: 'There is no user “{name}”',
}
