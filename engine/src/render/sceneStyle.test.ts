import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS } from '../model/defaults'
import { MM_PER_PX, nameHeightOf, sceneStyle, sheetColour } from './sceneStyle'

describe('scene style', () => {
  it('draws the default settings with black hairlines of one px at 100 %, black Arial text, sharp joints on a white page', () => {
    expect(sceneStyle(DEFAULT_SETTINGS)).toEqual({ lineColor: 0, lineWidth: 25.4 / 96, lineAlpha: 1, textColor: 0, fontFamily: 'Arial', nameHeight: 3, joint: 'miter', background: 0xffffff })
  })

  it('follows the lines, font, joint and background the settings name', () => {
    const style = sceneStyle({
      ...DEFAULT_SETTINGS, background: '#FFF8E1', lineJoint: 'rounded',
      stroke: { color: '#1e40af', width: 3, opacity: 40 }, font: { family: ' SimSun ', size: 10, color: '#b91c1c' },
    })
    expect(style).toEqual({ lineColor: 0x1e40af, lineWidth: 3 * MM_PER_PX, lineAlpha: 0.4, textColor: 0xb91c1c, fontFamily: 'SimSun', nameHeight: 2.5, joint: 'round', background: 0xfff8e1 })
    expect(sceneStyle({ ...DEFAULT_SETTINGS, lineJoint: 'curved' }).joint).toBe('round')
  })

  it('clamps what is out of range and draws what it cannot read in black, Arial, on white', () => {
    const style = sceneStyle({ ...DEFAULT_SETTINGS, background: 'beige', stroke: { color: 'url(x)', width: -2, opacity: 250 }, font: { family: '', size: 12, color: '#12' } })
    expect(style).toMatchObject({ lineColor: 0, lineWidth: 0, lineAlpha: 1, textColor: 0, fontFamily: 'Arial', background: 0xffffff })
    expect(sceneStyle({ ...DEFAULT_SETTINGS, stroke: { color: '#000', width: Number.NaN, opacity: Number.NaN } })).toMatchObject({ lineWidth: MM_PER_PX, lineAlpha: 1 })
    expect(sceneStyle({ ...DEFAULT_SETTINGS, stroke: { color: '#000', width: 1e9, opacity: -1 } })).toMatchObject({ lineWidth: 50 * MM_PER_PX, lineAlpha: 0 })
  })

  it('sizes names by the font size: 3 mm at 12 pt, in proportion, within the dialog\'s 4-200 pt', () => {
    expect(nameHeightOf(12)).toBe(3)
    expect(nameHeightOf(24)).toBe(6)
    expect(nameHeightOf(6)).toBe(1.5)
    expect(nameHeightOf(1)).toBe(1)
    expect(nameHeightOf(1000)).toBe(50)
    expect(nameHeightOf(Number.NaN)).toBe(3)
    expect(sceneStyle({ ...DEFAULT_SETTINGS, font: { family: 'Arial', size: 18, color: '#000' } }).nameHeight).toBe(4.5)
  })

  it('reads #rgb and #rrggbb colours in any case', () => {
    expect(sheetColour('#0a0')).toBe(0x00aa00)
    expect(sheetColour('#ABCDEF')).toBe(0xabcdef)
    expect(sheetColour(' #abcdef ')).toBe(0xabcdef)
    expect(sheetColour('red', 0x123456)).toBe(0x123456)
    expect(sheetColour('#abcd', 7)).toBe(7)
  })

})
