import { fromMm, MAX_PAGE_SIDE_MM, MIN_PAGE_SIDE_MM, toMm, unitFromCode, type LengthUnit, type Mm, type SettingsRecord } from '@harness/engine'

/** The custom page as the drawing settings show it: which stored side each field edits, and the bounds of both. */
export interface CustomPageFields {
  readonly unit: LengthUnit
  /** The sides as drawn (width across, height down), in `unit`, to 0.01. */
  readonly width: number
  readonly height: number
  /** The bounds of both fields in `unit`: 1 cm to 10 m, rounded inwards so either end converts back inside them. */
  readonly min: number
  readonly max: number
  /** The settings change a typed width or height (in `unit`) makes: the stored portrait side, in mm, clamped to 1 cm to 10 m. */
  readonly widthPatch: (value: number) => Partial<SettingsRecord>
  readonly heightPatch: (value: number) => Partial<SettingsRecord>
}

/**
 * The custom page's fields for `settings`: its sides are stored in mm as the portrait page
 * (`customPageWidth` × `customPageHeight`), drawn turned a quarter in landscape (`pageDimensions`),
 * and shown as drawn in the drawing's display unit. Example: 215.9 × 279.4 mm in points, portrait:
 * width 612, height 792; in landscape the width field edits `customPageHeight`.
 */
export function customPageFields(settings: Pick<SettingsRecord, 'unit' | 'landscape' | 'customPageWidth' | 'customPageHeight'>): CustomPageFields {
  const unit = unitFromCode(settings.unit) ?? 'mm'
  const shown = (length: number) => Math.round(fromMm(length as Mm, unit) * 100) / 100
  const stored = (value: number) => Math.min(MAX_PAGE_SIDE_MM, Math.max(MIN_PAGE_SIDE_MM, toMm(value, unit))) as Mm
  const across = settings.landscape ? 'customPageHeight' : 'customPageWidth'
  const down = settings.landscape ? 'customPageWidth' : 'customPageHeight'
  return {
    unit,
    width: shown(settings[across]),
    height: shown(settings[down]),
    min: Math.ceil(fromMm(MIN_PAGE_SIDE_MM as Mm, unit) * 100) / 100,
    max: Math.floor(fromMm(MAX_PAGE_SIDE_MM as Mm, unit) * 100) / 100,
    widthPatch: (value) => ({ [across]: stored(value) }),
    heightPatch: (value) => ({ [down]: stored(value) }),
  }
}
