import { describe, expect, it } from 'vitest'
import { cjkBigramSection, cutAtScripts, isCjkBigram } from './cjkBigrams'

describe('CJK bigram tokens', () => {
  it('lists every adjacent pair of CJK characters once, between spaces, across the texts', () => {
    expect(cjkBigramSection(['母端子 0.5', 'ab 端子座', '护套'])).toBe('\u0002 母端 端子 子座 护套 ')
    expect(cjkBigramSection(['tab 0.64', '端', '端-子'])).toBe('')
    expect(cjkBigramSection(['コネクタ'])).toBe('\u0002 コネ ネク クタ ')
  })

  it('tells two-character CJK words from others', () => {
    expect(isCjkBigram('端子')).toBe(true)
    expect(isCjkBigram('端')).toBe(false)
    expect(isCjkBigram('母端子')).toBe(false)
    expect(isCjkBigram('端a')).toBe(false)
    expect(isCjkBigram('ab')).toBe(false)
  })

  it('holds the token for every text in which the word occurs (the condition never drops a part)', () => {
    const texts = ['单线防水栓 1.2-2.0', '母端子 tab 0.64', '防水护套 12 孔']
    const section = cjkBigramSection(texts)
    for (const text of texts) {
      const chars = [...text]
      for (let i = 0; i + 1 < chars.length; i++) {
        const word = chars[i]! + chars[i + 1]!
        if (isCjkBigram(word)) expect(section.includes(` ${word} `), word).toBe(true)
      }
    }
  })
})

describe('query words cut where Chinese meets Latin', () => {
  it('cuts at each change between CJK and other characters, and leaves words of one script whole', () => {
    expect(cutAtScripts('pvc胶带')).toEqual(['pvc', '胶带'])
    expect(cutAtScripts('母端子0.5')).toEqual(['母端子', '0.5'])
    expect(cutAtScripts('端子dj7041')).toEqual(['端子', 'dj7041'])
    expect(cutAtScripts('dj7041端子')).toEqual(['dj7041', '端子'])
    expect(cutAtScripts('dj7041-1.5')).toEqual(['dj7041-1.5'])
    expect(cutAtScripts('防水护套')).toEqual(['防水护套'])
    expect(cutAtScripts('')).toEqual([])
  })
})
