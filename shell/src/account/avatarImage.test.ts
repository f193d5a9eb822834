import { describe, expect, it } from 'vitest'
import { checkAvatarFile } from './avatarImage'

describe('checkAvatarFile', () => {
  it('accepts JPG, PNG and WebP under 2 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(checkAvatarFile({ type, size: 1024 })).toBeNull()
  })

  it('refuses other types', () => {
    expect(checkAvatarFile({ type: 'image/gif', size: 10 })).toBe('avatarWrongType')
    expect(checkAvatarFile({ type: 'application/pdf', size: 10 })).toBe('avatarWrongType')
  })

  it('refuses files of 2 MB and more', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 2 * 1024 * 1024 - 1 })).toBeNull()
    expect(checkAvatarFile({ type: 'image/png', size: 2 * 1024 * 1024 })).toBe('avatarTooLarge')
  })
})
