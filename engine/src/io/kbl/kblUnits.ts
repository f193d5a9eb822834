/**
 * KBL `Unit` definitions as scale factors to the engine's units: a length unit converts to
 * millimetres, an area unit to mm². KBL states a unit either the SI way (`Si_unit_name` metre,
 * `Si_prefix` milli/centi/micro/kilo, `Si_dimension` square/cubic) or by a free `Unit_name`
 * ("inch", "mm", "GramPerMetre"); units of other quantities (gram, ampere) are kept as 'other'.
 */

/** What a KBL unit measures and its factor to the engine's unit (mm for lengths, mm² for areas). */
export type KblUnitScale =
  | { readonly kind: 'length'; readonly toMm: number; readonly label: string }
  | { readonly kind: 'area'; readonly toMm2: number; readonly label: string }
  | { readonly kind: 'other'; readonly label: string }

const SI_PREFIX_TO_METRE: Readonly<Record<string, number>> = { '': 1, milli: 1e-3, centi: 1e-2, micro: 1e-6, kilo: 1e3, deci: 1e-1 }

/** Free unit names (lower case, spaces removed) of lengths, in mm per unit. */
const NAMED_LENGTHS: Readonly<Record<string, number>> = {
  mm: 1, millimetre: 1, millimeter: 1, cm: 10, centimetre: 10, centimeter: 10, dm: 100, m: 1000, metre: 1000, meter: 1000,
  km: 1e6, in: 25.4, inch: 25.4, inches: 25.4, '"': 25.4, ft: 304.8, foot: 304.8, feet: 304.8, yd: 914.4, yard: 914.4,
  µm: 1e-3, um: 1e-3, micrometre: 1e-3, micron: 1e-3, mil: 0.0254, thou: 0.0254,
}

/** Free unit names of areas, in mm² per unit. */
const NAMED_AREAS: Readonly<Record<string, number>> = {
  mm2: 1, 'mm²': 1, 'mm^2': 1, sqmm: 1, squaremillimetre: 1, squaremillimeter: 1, cm2: 100, 'cm²': 100, m2: 1e6, 'm²': 1e6,
  in2: 645.16, 'in²': 645.16, squareinch: 645.16, sqin: 645.16,
}

/**
 * The scale of one KBL Unit element's content, given its child texts. An SI metre with a prefix
 * and no dimension is a length; with dimension "square" an area; anything else is 'other'.
 */
export function kblUnitScale(unit: { readonly unitName: string; readonly siUnitName: string; readonly siPrefix: string; readonly siDimension: string }): KblUnitScale {
  const siName = unit.siUnitName.trim().toLowerCase()
  const label = [unit.siDimension, unit.siPrefix, unit.siUnitName, unit.unitName].filter((s) => s.trim() !== '').join(' ')
  if (siName === 'metre' || siName === 'meter') {
    const prefix = SI_PREFIX_TO_METRE[unit.siPrefix.trim().toLowerCase()]
    if (prefix === undefined) return { kind: 'other', label }
    const mm = prefix * 1000
    const dimension = unit.siDimension.trim().toLowerCase()
    if (dimension === '') return { kind: 'length', toMm: mm, label }
    if (dimension === 'square') return { kind: 'area', toMm2: mm * mm, label }
    return { kind: 'other', label }
  }
  if (siName !== '') return { kind: 'other', label }
  const key = unit.unitName.trim().toLowerCase().replace(/[\s_-]+/g, '')
  const length = NAMED_LENGTHS[key]
  if (length !== undefined) return { kind: 'length', toMm: length, label }
  const area = NAMED_AREAS[key]
  if (area !== undefined) return { kind: 'area', toMm2: area, label }
  return { kind: 'other', label }
}
