import { expect } from 'vitest'
import { ForumPaths as F, type RichTextJson } from '@harness/protocol'
import { registerAccount, signIn, type TestAccount } from './accountFixtures'
import type { ApiClient } from './ApiClient'
import type { TestServer } from './testServer'

/** A signed-in forum user: the account, its client and its user id. */
export interface ForumUser {
  readonly account: TestAccount
  readonly client: ApiClient
  readonly id: string
}

/** Registers and signs in a user; with `role` the account is made a moderator in the database. */
export async function forumUser(server: TestServer, role?: 'admin' | 'superadmin'): Promise<ForumUser> {
  const account = await registerAccount(server)
  const client = await signIn(server.client(), account)
  const row = (await server.database.db('users').where({ phone: account.phone }).first('id')) as { id: string | number }
  if (role) await server.database.db('users').where({ id: row.id }).update({ roles: server.database.db.raw(`'{user,${role}}'::text[]`) })
  return { account, client, id: String(row.id) }
}

/** A one-paragraph document of `text`. */
export function doc(text: string): RichTextJson {
  return { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] }
}

/** Creates an issue through the API (expects success) and answers its id. */
export async function newIssue(client: ApiClient, title = 'Wire gauge question', content: unknown = doc('What gauge for 10 A?')): Promise<number> {
  const answer = await client.post<{ issueId: number }>(F.createIssue, { title, content }, 'json')
  expect(answer.body.code, answer.text).toBe(200)
  return answer.body.data.issueId
}

/** Posts a reply through the API (expects success) and answers its id. */
export async function newReply(client: ApiClient, issueId: number, content: unknown = doc('Use 1.5 mm².')): Promise<number> {
  const answer = await client.post<{ replyId: number }>(F.submitIssueReply, { content, issueId }, 'json')
  expect(answer.body.code, answer.text).toBe(200)
  return answer.body.data.replyId
}

/** The path of `queryIssueAndReply` for one issue. */
export function issuePath(issueId: number | string): string {
  return F.queryIssueAndReply.replace(':issueId', String(issueId))
}
