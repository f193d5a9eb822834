import { expect } from 'vitest'
import { ProjectPaths as PP, TeamPaths as TP, type CreatedInvitation, type InvitableRole } from '@harness/protocol'
import { registerAccount, signIn, type TestAccount } from './accountFixtures'
import type { ApiClient } from './ApiClient'
import type { TestServer } from './testServer'

/** A signed-in person of the workspace tests. */
export interface Person {
  readonly account: TestAccount
  readonly username: string
  readonly client: ApiClient
}

/** Registers and signs in a new person. */
export async function person(server: TestServer): Promise<Person> {
  const account = await registerAccount(server)
  return { account, username: account.username, client: await signIn(server.client(), account) }
}

/** Posts JSON and expects success; answers `data`. */
export async function okPost<T = unknown>(client: ApiClient, path: string, body: unknown): Promise<T> {
  const answer = await client.post<T>(path, body, 'json')
  expect(answer.body.code, `${path}: ${answer.text}`).toBe(200)
  return answer.body.data
}

/** GETs and expects success; answers `data`. */
export async function okGet<T = unknown>(client: ApiClient, path: string, query: Record<string, string | number> = {}): Promise<T> {
  const answer = await client.get<T>(path, Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])))
  expect(answer.body.code, `${path}: ${answer.text}`).toBe(200)
  return answer.body.data
}

/** Creates a team owned by `owner`; answers its id. */
export async function newTeam(owner: Person, name = `团队 ${Math.random().toString(36).slice(2, 8)}`): Promise<number> {
  return (await okPost<{ teamId: number }>(owner.client, TP.createTeam, { name })).teamId
}

/** Invites `member` into the team by a link with `role` and has them accept; answers the invitation. */
export async function addMember(admin: Person, teamId: number, member: Person, role: InvitableRole): Promise<CreatedInvitation> {
  const invitation = await okPost<CreatedInvitation>(admin.client, TP.createInvitation, { teamId, kind: 'link', role })
  await okPost(member.client, TP.acceptInvitation, { dataCode: invitation.dataCode })
  return invitation
}

/** Creates a project (personal, or in `teamId`); answers its id. */
export async function newProject(client: ApiClient, name: string, teamId: number | null = null): Promise<number> {
  return (await okPost<{ projectId: number }>(client, PP.createProject, { name, teamId })).projectId
}
