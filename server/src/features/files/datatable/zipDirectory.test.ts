import { describe, expect, it } from 'vitest'
import { zip } from '../../../../test/zipBuilder'
import { readZipDirectory } from './zipDirectory'

function refusal(bytes: Uint8Array): string {
  const read = readZipDirectory(bytes)
  if (read.ok) throw new Error('accepted')
  return read.message
}

describe('readZipDirectory', () => {
  it('lists entries with their data offsets', () => {
    const bytes = zip([{ name: 'a.txt', data: 'hello', stored: true }, { name: '导线.xml', data: '<x/>' }])
    const read = readZipDirectory(bytes)
    expect(read.ok && [...read.entries.values()].map((e) => [e.name, e.method, e.uncompressedSize])).toEqual([['a.txt', 0, 5], ['导线.xml', 8, 4]])
    const a = read.ok ? read.entries.get('a.txt')! : null
    expect(a && new TextDecoder().decode(bytes.subarray(a.dataOffset, a.dataOffset + a.compressedSize))).toBe('hello')
  })

  it('refuses what is not a plain ZIP archive', () => {
    expect(refusal(new Uint8Array(10))).toBe('not a ZIP archive (too short)')
    expect(refusal(new Uint8Array(100))).toMatch(/no end of central directory/)
    const bytes = zip([{ name: 'a', data: 'x' }])
    expect(refusal(bytes.subarray(0, bytes.byteLength - 1))).toMatch(/no end of central directory/)
    const encrypted = new Uint8Array(bytes)
    const central = bytes.byteLength - 22 - 47
    encrypted[central + 8] = 1
    expect(refusal(encrypted)).toBe('"a" is encrypted')
    const method = new Uint8Array(bytes)
    method[central + 10] = 12
    expect(refusal(method)).toBe('"a" uses compression method 12')
    const outside = new Uint8Array(bytes)
    new DataView(outside.buffer).setUint32(central + 42, 5000, true)
    expect(refusal(outside)).toBe('the local header of "a" is missing')
  })
})
