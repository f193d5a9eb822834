/**
 * The engine's protection material and winding for a KBL Wire_protection: KBL's Protection_type
 * is free text (VOBES writes TAPE and WELLROHR, "corrugated tube"), so the type and the part's
 * description are matched against German and English words; the KBL 2.5 Winding_type (open
 * enumeration: overlap, double overlap, on space, spare, spiral, longitudinal) picks the tape
 * winding. A tube's inner diameter in mm is read from a description such as "D(i)=8.3".
 */
import type { ProtectionMaterial, WindingType } from '@harness/protocol'

/** The material, winding and (tubes) inner diameter in mm, plus why a guess was needed. */
export interface KblProtectionKind {
  readonly material: ProtectionMaterial
  readonly winding: WindingType
  readonly innerDiameter: number | null
  /** Set when the type or winding was not recognised and a default was taken. */
  readonly unknown: string | null
}

const WINDINGS: readonly [RegExp, WindingType][] = [
  [/double\s*overlap|doppelt/, 'doubleOverlap'],
  [/overlap|ueberlapp|überlapp/, 'overlap'],
  [/on\s*space|spaced|space|luecke|lücke/, 'spaced'],
  [/spiral/, 'spiral'],
  [/spare|spot|punkt/, 'spot'],
  [/longitudinal|laengs|längs/, 'longitudinal'],
]

/** Classifies a protection part (see the module comment); unknown types default to PVC tape, overlapped. */
export function kblProtectionKind(part: { readonly protectionType: string; readonly description: string; readonly windingType: string }): KblProtectionKind {
  const text = `${part.protectionType} ${part.description}`.toLowerCase()
  const inner = /d\s*\(\s*i\s*\)\s*=\s*(\d+(?:[.,]\d+)?)/i.exec(part.description)
  const innerDiameter = inner ? Number(inner[1]!.replace(',', '.')) : null
  const tube = (material: ProtectionMaterial): KblProtectionKind => ({ material, winding: 'tube', innerDiameter, unknown: null })

  if (/wellrohr|wellschlauch|corrugat|convolut/.test(text)) return tube(/geschlitzt|slit|split/.test(text) ? 'corrugatedTubeSlit' : 'corrugatedTube')
  if (/schrumpf|shrink/.test(text)) return tube(/gewebe|braid|geflecht/.test(text) ? 'heatShrinkBraidedTube' : 'heatShrinkTube')
  if (/tape|band|folie|vlies|fleece|klebe/.test(text)) {
    const material: ProtectionMaterial = /gewebe|cloth|duct|vlies|fleece|textil/.test(text) ? 'ductTape' : 'pvcTape'
    const winding = part.windingType.trim().toLowerCase()
    if (winding === '') return { material, winding: 'overlap', innerDiameter: null, unknown: null }
    const match = WINDINGS.find(([pattern]) => pattern.test(winding))
    return match
      ? { material, winding: match[1], innerDiameter: null, unknown: null }
      : { material, winding: 'overlap', innerDiameter: null, unknown: `winding type "${part.windingType}" is not known; overlap winding is assumed` }
  }
  if (/pet/.test(text) && /schlauch|tube|sleeve|hose/.test(text)) return tube('petTube')
  if (/schlauch|tube|rohr|sleeve|hose/.test(text)) return tube('pvcTube')
  return {
    material: 'pvcTape', winding: 'overlap', innerDiameter: null,
    unknown: `protection type "${part.protectionType}" (${part.description}) is not known; PVC tape with overlap winding is assumed`,
  }
}
