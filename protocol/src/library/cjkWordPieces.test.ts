import { describe, expect, it } from 'vitest'
import { cjkWordPieces, relaxedWords } from './cjkWordPieces'

describe('Chinese query words cut into their pieces', () => {
  it('cuts a compound into the words it is made of', () => {
    expect(cjkWordPieces('防水护套')).toEqual(['防水', '护套'])
    expect(cjkWordPieces('胶带缠绕')).toEqual(['胶带', '缠绕'])
    expect(cjkWordPieces('红色导线')).toEqual(['红色', '导线'])
  })

  it('takes characters the dictionary leaves alone next to each other as words of two', () => {
    expect(cjkWordPieces('屏蔽双绞线')).toEqual(['屏蔽', '双绞线'])
    expect(cjkWordPieces('线束主干')).toEqual(['线束', '主干'])
    expect(cjkWordPieces('前门线束')).toEqual(['前门', '线束'])
    // An odd one joins the last pair; three alone stay one piece, so the word stays whole.
    expect(cjkWordPieces('前门线束板')).toEqual(['前门', '线束板'])
    expect(cjkWordPieces('热缩管')).toEqual(['热缩管'])
    // A lone character between two words stays a piece of its own.
    expect(cjkWordPieces('插接件护套')).toEqual(['插接', '件', '护套'])
  })

  it('leaves short words, words with other scripts and Latin as they are', () => {
    expect(cjkWordPieces('端子')).toEqual(['端子'])
    expect(cjkWordPieces('母端')).toEqual(['母端'])
    expect(cjkWordPieces('dj7041')).toEqual(['dj7041'])
    expect(cjkWordPieces('コネクタ')).toEqual(['コネクタ'])
    expect(cjkWordPieces('')).toEqual([''])
  })

  it('says when a second try would differ', () => {
    expect(relaxedWords(['防水护套', '12'])).toEqual(['防水', '护套', '12'])
    expect(relaxedWords(['端子', '12'])).toBeNull()
    expect(relaxedWords(['热缩管'])).toBeNull()
    expect(relaxedWords([])).toBeNull()
  })
})
