import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AccountPaths as A,
  formatMessage,
  RegistrationCodePaths as P,
  TeamPaths as T,
  type CreatedRegistrationCode,
  type MessageKey,
  type RegistrationCodeView,
} from '@harness/protocol'
import { nextPhone, nextUsername, signIn } from '../../../test/accountFixtures'
import type { ApiClient } from '../../../test/ApiClient'
import { startTestServer, type TestServer } from '../../../test/testServer'
import { normaliseRegistrationCode, registrationCodeHash } from './registrationCodeText'

let server: TestServer
let admin: ApiClient
beforeAll(async () => {
  server = await startTestServer({ config: { registration: 'invite' } })
  admin = await signIn(server.client(), server.founder!)
})
afterAll(async () => {
  await server?.close()
})

const DAY = 24 * 3600_000

async function issue(terms: Record<string, string | number> = {}): Promise<CreatedRegistrationCode> {
  const answer = await admin.post<CreatedRegistrationCode>(P.createRegistrationCode, terms)
  expect(answer.body.code, answer.text).toBe(200)
  expect(answer.body.message).toBe(formatMessage('registrationCodeCreated'))
  return answer.body.data
}

async function list(): Promise<RegistrationCodeView[]> {
  return (await admin.get<RegistrationCodeView[]>(P.listRegistrationCodes)).body.data
}

/** A verification code for a new phone, sent with `inviteCode`; answers the send's envelope too. */
async function sendWith(inviteCode: string) {
  const phone = nextPhone()
  const sent = await server.client().post(A.sendRegisterSmsCode, { phone, inviteCode })
  return { phone, sent }
}

/** Registers a new phone with `inviteCode` (the send must succeed) and answers the registration's envelope. */
async function registerWith(inviteCode: string) {
  const { phone, sent } = await sendWith(inviteCode)
  expect(sent.body.code, sent.text).toBe(200)
  const answer = await server.client().post(A.registerByPhone, { phone, smscode: server.lastCode(phone), username: nextUsername(), password: 'invited password', inviteCode })
  return { phone, answer }
}

const refused = (key: MessageKey) => ({ code: 400, message: formatMessage(key), data: { field: 'inviteCode' } })

describe('registration codes issued by administrators', () => {
  it('are issued, listed and revoked only by admin and superadmin', async () => {
    const plain = await signIn(server.client(), await registerWith((await issue()).code).then(async ({ phone }) => ({ username: '', phone, password: 'invited password' })))
    const notAdministrator = { code: 403, message: formatMessage('forbidden'), data: { reason: 'notAdministrator' } }
    expect((await plain.post(P.createRegistrationCode, {})).body).toEqual(notAdministrator)
    expect((await plain.get(P.listRegistrationCodes)).body).toEqual(notAdministrator)
    expect((await plain.post(P.revokeRegistrationCode, { codeId: '1' })).body).toEqual(notAdministrator)
    for (const answer of [await server.client().post(P.createRegistrationCode, {}), await server.client().get(P.listRegistrationCodes)]) {
      expect(answer.body).toEqual({ code: 401, message: formatMessage('notSignedIn'), data: null })
    }
    const { phone } = await registerWith((await issue()).code)
    const row = await server.database.db('users').where({ phone }).update({ roles: server.database.db.raw(`'{user,admin}'::text[]`) }).returning('username')
    const asAdmin = await signIn(server.client(), { username: row[0].username, phone, password: 'invited password' })
    expect((await asAdmin.post<CreatedRegistrationCode>(P.createRegistrationCode, { note: 'from an admin' })).body.data.view.createdBy).toBe(row[0].username)
  })

  it('store only a hash: the code is answered once and never listed', async () => {
    const created = await issue({ note: '给李工', validDays: '7', maxUses: '3' })
    expect(created.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/)
    expect(created.view).toMatchObject({ note: '给李工', createdBy: 'founder', maxUses: 3, uses: 0, revokedAt: null, status: 'active' })
    expect(Date.parse(created.view.expiresAt!) - Date.parse(created.view.createdAt)).toBe(7 * DAY)
    const row = await server.database.db('registration_codes').where({ id: created.view.codeId }).first()
    expect(row.code_hash).toBe(registrationCodeHash(normaliseRegistrationCode(created.code)!))
    expect(JSON.stringify(row)).not.toContain(created.code.replace(/-/g, '').slice(0, 8))
    const listed = await admin.get(P.listRegistrationCodes)
    expect(listed.text).not.toContain(created.code)
    expect(listed.body.data).toContainEqual(created.view)
  })

  it('let a person register as an ordinary user, typed in any letter case, with spaces', async () => {
    const created = await issue({ note: 'for Wang' })
    const typed = created.code.toLowerCase().replace(/-/g, ' ')
    const { phone, answer } = await registerWith(typed)
    expect(answer.body.code, answer.text).toBe(200)
    expect((await server.database.db('users').where({ phone }).first('roles')).roles).toEqual(['user'])
    expect((await list()).find((c) => c.codeId === created.view.codeId)).toMatchObject({ uses: 1, status: 'active' })
  })

  it('allow at most maxUses registrations, also when they race', async () => {
    const once = await issue({ maxUses: 1 })
    expect((await registerWith(once.code)).answer.body.code).toBe(200)
    expect((await sendWith(once.code)).sent.body).toEqual(refused('inviteUsedUp'))
    expect((await list()).find((c) => c.codeId === once.view.codeId)).toMatchObject({ uses: 1, maxUses: 1, status: 'usedUp' })

    const twice = await issue({ maxUses: 2 })
    const racers = []
    for (let i = 0; i < 5; i++) {
      const { phone, sent } = await sendWith(twice.code)
      expect(sent.body.code).toBe(200)
      racers.push({ phone, smscode: server.lastCode(phone) })
    }
    const answers = await Promise.all(racers.map((r) => server.client().post(A.registerByPhone, { ...r, username: nextUsername(), password: 'invited password', inviteCode: twice.code })))
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(2)
    for (const a of answers.filter((x) => x.body.code !== 200)) expect(a.body).toEqual(refused('inviteUsedUp'))
    expect((await server.database.db('registration_codes').where({ id: twice.view.codeId }).first('uses')).uses).toBe(2)
    const registered = await server.database.db('users').whereIn('phone', racers.map((r) => r.phone)).count({ n: '*' }).first()
    expect(Number(registered?.n)).toBe(2)
  })

  it('expire after validDays by the server clock', async () => {
    const created = await issue({ validDays: 1 })
    const { phone, sent } = await sendWith(created.code)
    expect(sent.body.code).toBe(200)
    server.clock.advance(DAY + 1000)
    // The administrator's one-day session ended with that day too.
    admin = await signIn(server.client(), server.founder!)
    const late = await server.client().post(A.registerByPhone, { phone, smscode: server.lastCode(phone), username: nextUsername(), password: 'invited password', inviteCode: created.code })
    expect(late.body).toEqual(refused('inviteExpired'))
    expect(await server.database.db('users').where({ phone })).toEqual([])
    expect((await list()).find((c) => c.codeId === created.view.codeId)).toMatchObject({ uses: 0, status: 'expired' })
  })

  it('stop working when revoked; accounts they allowed stay', async () => {
    const created = await issue({ note: 'revoke me' })
    const { phone: allowed } = await registerWith(created.code)
    const revoked = await admin.post<RegistrationCodeView>(P.revokeRegistrationCode, { codeId: String(created.view.codeId) })
    expect(revoked.body).toMatchObject({ code: 200, message: formatMessage('registrationCodeRevoked'), data: { status: 'revoked', uses: 1 } })
    const at = revoked.body.data.revokedAt
    expect(at).toBe(new Date(server.clock.now()).toISOString())
    expect((await sendWith(created.code)).sent.body).toEqual(refused('inviteRevoked'))
    expect(await server.database.db('users').where({ phone: allowed }).first()).toBeDefined()
    server.clock.advance(1000)
    expect((await admin.post<RegistrationCodeView>(P.revokeRegistrationCode, { codeId: created.view.codeId }, 'json')).body.data.revokedAt).toBe(at)
    expect((await admin.post(P.revokeRegistrationCode, { codeId: '999999' })).body).toEqual({ code: 404, message: formatMessage('registrationCodeNotFound'), data: { field: 'codeId' } })
  })

  it('list newest first and check what they are given', async () => {
    const older = await issue({ note: 'older' })
    const newer = await issue({ note: 'newer' })
    const ids = (await list()).map((c) => c.codeId)
    expect(ids.indexOf(newer.view.codeId)).toBeLessThan(ids.indexOf(older.view.codeId))
    const bad: Array<[Record<string, string>, MessageKey, Record<string, string | number>]> = [
      [{ validDays: '0' }, 'wrongFieldType', { field: 'validDays' }],
      [{ validDays: '366' }, 'wrongFieldType', { field: 'validDays' }],
      [{ maxUses: 'many' }, 'wrongFieldType', { field: 'maxUses' }],
      [{ maxUses: '1001' }, 'wrongFieldType', { field: 'maxUses' }],
      [{ note: 'x'.repeat(101) }, 'fieldTooLong', { field: 'note', max: 100 }],
      [{ code: 'CHOSEN-BY-ME' }, 'unknownFields', { fields: 'code' }],
    ]
    const before = (await list()).length
    for (const [terms, key, params] of bad) expect((await admin.post(P.createRegistrationCode, terms)).body.message, JSON.stringify(terms)).toBe(formatMessage(key, params))
    expect((await list()).length).toBe(before)
    const blank = await issue({ validDays: '', maxUses: '' })
    expect(blank.view).toMatchObject({ expiresAt: null, maxUses: null })
  })

  it('leave a wrong code refused like any wrong invitation code', async () => {
    expect((await sendWith('7KQ2-M9XD-4HTB-R0WE')).sent.body).toEqual(refused('inviteWrong'))
    expect((await sendWith('not a code at all')).sent.body).toEqual(refused('inviteWrong'))
    expect((await sendWith('')).sent.body).toEqual(refused('inviteRequired'))
  })
})

describe('team invitation links as registration codes', () => {
  it('let someone without an account sign up with a pending link invitation\'s code; user invitations, expired and revoked links do not', async () => {
    const team = (await admin.post<{ teamId: number }>(T.createTeam, { name: '邀请注册组' }, 'json')).body.data.teamId
    const link = (await admin.post<{ dataCode: string; invitationId: number }>(T.createInvitation, { teamId: team, kind: 'link', role: 'viewer' }, 'json')).body.data
    const joined = await registerWith(link.dataCode)
    expect(joined.answer.body.code, joined.answer.text).toBe(200)
    const member = await signIn(server.client(), { username: '', phone: joined.phone, password: 'invited password' })
    expect((await member.post(T.acceptInvitation, { dataCode: link.dataCode }, 'json')).body.code).toBe(200)
    const direct = (await admin.post<{ dataCode: string }>(T.createInvitation, { teamId: team, kind: 'user', username: (await member.get<{ user: { username: string } }>(A.visit)).body.data.user.username, role: 'viewer' }, 'json')).body
    expect(direct.code).toBe(400)
    await admin.post(T.revokeInvitation, { teamId: team, invitationId: link.invitationId }, 'json')
    expect((await sendWith(link.dataCode)).sent.body).toEqual(refused('inviteRevoked'))
    const fresh = (await admin.post<{ dataCode: string; invitationId: number }>(T.createInvitation, { teamId: team, kind: 'link', role: 'viewer' }, 'json')).body.data
    await server.database.db('team_invitations').where({ id: fresh.invitationId }).update({ expires_at: new Date(server.clock.now() - 1000) })
    expect((await sendWith(fresh.dataCode)).sent.body).toEqual(refused('inviteExpired'))
  })
})
