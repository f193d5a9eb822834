import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountPaths as P, formatMessage, type UserInfo } from '@harness/protocol'
import { registerAccount, signIn, type TestAccount } from '../../../test/accountFixtures'
import type { ApiAnswer, ApiClient } from '../../../test/ApiClient'
import { startTestServer, type TestServer } from '../../../test/testServer'
import { AVATAR_MAX_BYTES } from './avatar'

let server: TestServer
let account: TestAccount
let client: ApiClient
beforeAll(async () => {
  server = await startTestServer()
  account = await registerAccount(server)
  client = await signIn(server.client(), account)
})
afterAll(async () => {
  await server?.close()
})

// ---- image builders -------------------------------------------------------------------------

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** A valid PNG of exactly `size` bytes: a small noise image padded with a private ancillary chunk. */
async function pngOfSize(size: number): Promise<Buffer> {
  const noise = Buffer.from(Array.from({ length: 64 * 64 * 3 }, (_, i) => (i * 7919) % 251))
  const base = await sharp(noise, { raw: { width: 64, height: 64, channels: 3 } }).png().toBuffer()
  const iend = base.length - 12
  const padding = pngChunk('prVt', Buffer.alloc(size - base.length - 12, 0x61))
  const png = Buffer.concat([base.subarray(0, iend), padding, base.subarray(iend)])
  expect(png.length).toBe(size)
  return png
}

/** A small PNG whose header declares `width` x `height` pixels. */
function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  const idat = deflateSync(Buffer.alloc(64 * 1024))
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', ihdr), pngChunk('IDAT', idat), pngChunk('IEND', Buffer.alloc(0))])
}

function noisyJpeg(exif = false): Promise<Buffer> {
  const noise = Buffer.from(Array.from({ length: 200 * 150 * 3 }, (_, i) => (i * 2654435761) % 256))
  let image = sharp(noise, { raw: { width: 200, height: 150, channels: 3 } }).jpeg({ quality: 90 })
  if (exif) {
    image = image.withExif({
      IFD0: { Make: 'SecretCam', Copyright: 'EXIF-MARKER-1234' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 2700/100', GPSLongitudeRef: 'E', GPSLongitude: '116/1 23/1 2900/100' },
    })
  }
  return image.toBuffer()
}

// ---- helpers ------------------------------------------------------------------------------------

function upload(bytes: Buffer | string, filename = 'avatar.png', type = 'image/png', who: ApiClient = client): Promise<ApiAnswer<UserInfo>> {
  const form = new FormData()
  form.append('file', new Blob([bytes], { type }), filename)
  return who.post<UserInfo>(P.updateUserInfo, form, 'multipart')
}

async function state(): Promise<{ avatarId: unknown; avatars: number }> {
  const row = await server.database.db('users').where({ phone: account.phone }).first()
  const count = await server.database.db('avatars').count({ n: '*' }).first()
  return { avatarId: row.avatar_id, avatars: Number(count?.n) }
}

async function expectRefused(answer: ApiAnswer, code: number, key: Parameters<typeof formatMessage>[0], before: object): Promise<void> {
  expect(answer.status, answer.text).toBe(code)
  expect(answer.body.code).toBe(code)
  expect(answer.body.message).toBe(formatMessage(key))
  expect(await state()).toEqual(before)
}

async function fetchAvatar(picture: string): Promise<Response> {
  expect(picture).toMatch(/^\/api\/user\/avatar\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  return fetch(server.url + picture)
}

describe('avatar upload', () => {
  it('U1 accepts a valid PNG of exactly 2 MiB and refuses one byte more', async () => {
    const exact = await pngOfSize(AVATAR_MAX_BYTES)
    const ok = await upload(exact)
    expect(ok.body.code, ok.text).toBe(200)
    expect(ok.body.message).toBe(formatMessage('updateSuccess'))
    const before = await state()
    expect(ok.body.data.picture).toBe(`/api/user/avatar/${before.avatarId}`)

    const over = await pngOfSize(AVATAR_MAX_BYTES + 1)
    await expectRefused(await upload(over), 400, 'avatarTooLarge', before)
  })

  it('U2 refuses HTML, SVG and GIF whatever the name and declared type', async () => {
    const before = await state()
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } }).gif().toBuffer()
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'
    for (const [label, bytes] of [
      ['html', '<!doctype html><html><body><script>alert(1)</script></body></html>'],
      ['php', '<?php system($_GET["c"]); ?>'],
      ['svg', svg],
      ['gif', gif],
    ] as const) {
      const answer = await upload(bytes, 'avatar.png', 'image/png')
      expect(answer.body, label).toEqual({ code: 400, message: formatMessage('avatarWrongType'), data: { field: 'file' } })
    }
    expect(await state()).toEqual(before)
  })

  it('U3 stores a fresh 100x100 WebP without the appended payload or EXIF', async () => {
    const payload = '<script>alert("polyglot")</script>'
    const jpeg = Buffer.concat([await noisyJpeg(true), Buffer.from(payload)])
    expect((await sharp(jpeg).metadata()).exif).toBeDefined()
    const answer = await upload(jpeg, 'photo.jpg', 'image/jpeg')
    expect(answer.body.code, answer.text).toBe(200)
    const { avatarId } = await state()
    const stored = await server.database.db('avatars').where({ id: avatarId }).first()
    const bytes = Buffer.from(stored.bytes as Uint8Array)
    expect(stored.content_type).toBe('image/webp')
    const meta = await sharp(bytes).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 100, height: 100 })
    expect(meta.exif).toBeUndefined()
    for (const marker of ['<script', 'SecretCam', 'EXIF-MARKER-1234', 'Exif']) expect(bytes.includes(Buffer.from(marker)), marker).toBe(false)

    const response = await fetchAvatar(answer.body.data.picture)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true)
  })

  it('U4 refuses a pixel flood quickly and a truncated JPEG, never with 500', async () => {
    const before = await state()
    const flood = pngDeclaring(30_000, 30_000)
    expect(flood.length).toBeLessThan(20_000)
    const started = performance.now()
    await expectRefused(await upload(flood), 400, 'avatarTooManyPixels', before)
    expect(performance.now() - started).toBeLessThan(1000)

    const jpeg = await noisyJpeg()
    await expectRefused(await upload(jpeg.subarray(0, jpeg.length >> 1), 'a.jpg', 'image/jpeg'), 400, 'avatarUnreadable', before)
    const png = await pngOfSize(20_000)
    await expectRefused(await upload(png.subarray(0, 400)), 400, 'avatarUnreadable', before)
  })

  it('U5 refuses two files, a thousand fields and an oversized field', async () => {
    const before = await state()
    const png = await pngOfSize(10_000)
    const two = new FormData()
    two.append('file', new Blob([png], { type: 'image/png' }), 'a.png')
    two.append('file', new Blob([png], { type: 'image/png' }), 'b.png')
    expect((await client.post(P.updateUserInfo, two, 'multipart')).body).toEqual({ code: 400, message: formatMessage('badRequest'), data: { field: 'file' } })
    const elsewhere = new FormData()
    elsewhere.append('picture', new Blob([png], { type: 'image/png' }), 'a.png')
    expect((await client.post(P.updateUserInfo, elsewhere, 'multipart')).body.code).toBe(400)

    const many = new FormData()
    for (let i = 0; i < 1000; i++) many.append(`f${i}`, 'x')
    await expectRefused(await client.post(P.updateUserInfo, many, 'multipart'), 413, 'bodyTooLarge', before)
    const big = new FormData()
    big.append('description', 'x'.repeat(2 * 1024 * 1024))
    await expectRefused(await client.post(P.updateUserInfo, big, 'multipart'), 413, 'bodyTooLarge', before)
    const garbage = await client.post(P.updateUserInfo, '--x\r\nnot a part', 'raw', { 'content-type': 'multipart/form-data; boundary=x' })
    expect(garbage.body.code).toBe(400)
    expect(await state()).toEqual(before)
  })

  it('U5 refuses multipart from an anonymous client before reading it, and elsewhere than the avatar route', async () => {
    const anonymous = await upload(await pngOfSize(10_000), 'a.png', 'image/png', server.client())
    expect(anonymous.body).toEqual({ code: 401, message: formatMessage('notSignedIn'), data: null })
    const broken = await server.client().post(P.updateUserInfo, '--x\r\nnot a part', 'raw', { 'content-type': 'multipart/form-data; boundary=x' })
    expect(broken.body).toEqual({ code: 401, message: formatMessage('notSignedIn'), data: null })
    const form = new FormData()
    form.append('newname', 'someone_else')
    expect((await client.post(P.updateUserName, form, 'multipart')).body).toEqual({ code: 415, message: formatMessage('unsupportedMediaType'), data: null })
  })

  it('U6 ignores hostile file names and serves avatars by server-made ids as WebP with nosniff', async () => {
    const png = await pngOfSize(5_000)
    const pictures: string[] = []
    // A NUL byte in a part header makes the multipart parser refuse the whole body.
    const nul = await upload(png, 'a.png\u0000.php')
    expect(nul.body).toEqual({ code: 400, message: formatMessage('malformedBody'), data: null })
    for (const name of ['../../x.png', 'a.php%00.png', 'CON.png', `${'n'.repeat(300)}.png`, '<img src=x onerror=alert(1)>.png', '"; name="x']) {
      const answer = await upload(png, name)
      expect(answer.body.code, name).toBe(200)
      pictures.push(answer.body.data.picture)
    }
    expect(new Set(pictures).size).toBe(pictures.length)
    const row = await server.database.db('users').where({ phone: account.phone }).first()
    const avatars = await server.database.db('avatars').where({ user_id: row.id })
    expect(avatars.map((a: { id: string }) => a.id)).toEqual([row.avatar_id])
    expect(JSON.stringify(await server.database.db('users').where({ id: row.id }))).not.toMatch(/\.png|\.php|onerror/)

    const response = await fetchAvatar(pictures.at(-1)!)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-disposition')).toBe('inline; filename="avatar.webp"')

    for (const path of ['/api/user/avatar/00000000-0000-0000-0000-000000000000', '/api/user/avatar/..%2F..%2Fetc%2Fpasswd', '/api/user/avatar/1']) {
      const missing = await fetch(server.url + path)
      expect(missing.status, path).toBe(404)
      expect(await missing.json()).toEqual({ code: 404, message: formatMessage('notFound'), data: null })
    }
    const visit = await client.get(P.visit)
    expect(visit.body.data).toMatchObject({ user: { picture: pictures.at(-1) } })
  })
})
