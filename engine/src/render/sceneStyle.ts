import type { SettingsRecord } from '../model/records'

/**
 * How the drawing settings (specification section 3: lines, font) style what the canvas and the
 * exported sheet draw. Each tile's scene carries it, so a change of the settings, which gives every
 * tile a new version, redraws every tile in the new style with no second message to keep in step.
 *
 * - Lines: the outlines of connector housings and tables, in the stroke colour, at the stroke
 *   width and opacity. The width is in px at 100 % as the settings give it (96 px to the inch,
 *   so 1 px is 0.2646 mm on the sheet), never drawn thinner than one screen pixel; 0 draws none.
 * - Text: names, lengths, pin numbers, table cells and free labels in the font's colour and
 *   family (the canvas falls back to the Chinese faces it has for glyphs the family lacks).
 *   Names of connectors, splices and nodes and bundle lengths are sized by the font size:
 *   {@link NAME_HEIGHT_MM} at the default 12 pt, in proportion to it (pin numbers follow within
 *   their pitch; table cells keep to their rows; a free label has its own size).
 * - Joints: where a bundle bends, its pieces meet sharp (mitred) or rounded. A curved joint is
 *   drawn rounded.
 * - Background: the page's colour, which tables and the backings under names are filled with.
 */
export interface SceneStyle {
  /** Outline colour, 0xRRGGBB. */
  readonly lineColor: number
  /** Outline width in sheet mm; 0 for none. */
  readonly lineWidth: number
  /** Outline opacity, 0 to 1. */
  readonly lineAlpha: number
  /** Text colour, 0xRRGGBB. */
  readonly textColor: number
  /** The font family named in the settings (a CSS family name). */
  readonly fontFamily: string
  /** Height of names and bundle lengths on the sheet, in mm (from the settings' font size). */
  readonly nameHeight: number
  /** How a bundle's pieces meet at its bend points. */
  readonly joint: 'miter' | 'round'
  /** The page's colour (the settings' background), 0xRRGGBB. */
  readonly background: number
}

/** Sheet mm per CSS px at 100 % (96 px to the inch). */
export const MM_PER_PX = 25.4 / 96

/** Height of a connector's or splice's name on the sheet at the default font size (12 pt), in mm. */
export const NAME_HEIGHT_MM = 3

/** The font size whose names are {@link NAME_HEIGHT_MM} high, in pt (the settings' default). */
const DEFAULT_FONT_PT = 12

/** Least and most font size the names follow, in pt (the settings dialog's own bounds). */
const FONT_PT_RANGE = [4, 200] as const

/** Most a setting's stroke width is taken to be, in px (the settings dialog's own bound). */
const MAX_LINE_PX = 50

/**
 * The scene style of `settings`. Colours the settings hold in a form other than `#rgb` or
 * `#rrggbb` (a file written elsewhere) are drawn black; a width or opacity out of range is
 * clamped; a font size that is not a number draws names at the default height.
 *
 * Example: the defaults (stroke black, width 1, opacity 100; font Arial 12 black; sharp joints)
 * give lines 0x000000 of 0.2646 mm at alpha 1, text 0x000000 in Arial with names 3 mm high,
 * mitred joints, a white page. Font size 24 gives names 6 mm high.
 */
export function sceneStyle(settings: SettingsRecord): SceneStyle {
  const width = Number.isFinite(settings.stroke.width) ? Math.min(MAX_LINE_PX, Math.max(0, settings.stroke.width)) : 1
  const opacity = Number.isFinite(settings.stroke.opacity) ? Math.min(100, Math.max(0, settings.stroke.opacity)) : 100
  return {
    lineColor: sheetColour(settings.stroke.color),
    lineWidth: width * MM_PER_PX,
    lineAlpha: opacity / 100,
    textColor: sheetColour(settings.font.color),
    fontFamily: typeof settings.font.family === 'string' && settings.font.family.trim() ? settings.font.family.trim() : 'Arial',
    nameHeight: nameHeightOf(settings.font.size),
    joint: settings.lineJoint === 'sharp' ? 'miter' : 'round',
    background: sheetColour(settings.background, 0xffffff),
  }
}

/**
 * The height of names in mm for a font size in pt: {@link NAME_HEIGHT_MM} at 12 pt, in
 * proportion, the size clamped to 4-200 pt. Example: 6 pt → 1.5 mm; 1000 pt → 50 mm.
 */
export function nameHeightOf(fontPt: number): number {
  if (!Number.isFinite(fontPt)) return NAME_HEIGHT_MM
  return (NAME_HEIGHT_MM * Math.min(FONT_PT_RANGE[1], Math.max(FONT_PT_RANGE[0], fontPt))) / DEFAULT_FONT_PT
}

/**
 * A settings colour (`#rgb` or `#rrggbb`, any case) as 0xRRGGBB, or `fallback` for anything else.
 * Example: '#0a0' → 0x00aa00; 'red' → fallback.
 */
export function sheetColour(text: string, fallback = 0x000000): number {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(typeof text === 'string' ? text.trim() : '')
  if (!m) return fallback
  const hex = m[1]!.length === 3 ? m[1]!.replace(/./g, (c) => c + c) : m[1]!
  return Number.parseInt(hex, 16)
}
