import { describe, expect, it } from 'vitest'
import { cjkWordPieces, relaxedWords } from './cjkWordPieces'

describe('Chinese query words cut into their pieces', () => {
  it('cuts at the trade\'s own words first, the longest at each place', () => {
    expect(cjkWordPieces('防水护套')).toEqual(['防水', '护套'])
    expect(cjkWordPieces('发动机线束')).toEqual(['发动机', '线束'])
    expect(cjkWordPieces('主线前门')).toEqual(['主线', '前门'])
    expect(cjkWordPieces('屏蔽双绞线')).toEqual(['屏蔽', '双绞线'])
    expect(cjkWordPieces('防水母护套')).toEqual(['防水', '母护套'])
  })

  it('cuts what lies between the trade words with the segmenter, keeping its single characters', () => {
    // 红色 is the segmenter's word; 导线 the trade's.
    expect(cjkWordPieces('红色导线')).toEqual(['红色', '导线'])
    expect(cjkWordPieces('胶带缠绕')).toEqual(['胶带', '缠绕'])
    // A word the trade list holds whole is not cut.
    expect(cjkWordPieces('热缩管')).toEqual(['热缩管'])
    expect(cjkWordPieces('左前门')).toEqual(['左前门'])
  })

  it('leaves short words, words with other scripts and Latin as they are', () => {
    expect(cjkWordPieces('端子')).toEqual(['端子'])
    expect(cjkWordPieces('母端')).toEqual(['母端'])
    expect(cjkWordPieces('dj7041')).toEqual(['dj7041'])
    expect(cjkWordPieces('コネクタ')).toEqual(['コネクタ'])
    expect(cjkWordPieces('')).toEqual([''])
  })

  it('says when a second try would differ, each piece once, and never more words than a search takes', () => {
    expect(relaxedWords(['防水护套', '12'], 8)).toEqual(['防水', '护套', '12'])
    expect(relaxedWords(['防水护套', '防水栓'], 8)).toEqual(['防水', '护套', '防水栓'])
    expect(relaxedWords(['防水护套', '护套线'], 8)).toEqual(['防水', '护套', '护套线'])
    expect(relaxedWords(['端子', '12'], 8)).toBeNull()
    expect(relaxedWords(['热缩管'], 8)).toBeNull()
    expect(relaxedWords([], 8)).toBeNull()
    // Eight words typed, nine once cut: too many for a search, so no second try.
    expect(relaxedWords(['a', 'b', 'c', 'd', 'e', 'f', 'g', '防水护套'], 8)).toBeNull()
  })
})
