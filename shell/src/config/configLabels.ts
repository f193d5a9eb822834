import type { DiameterMethod, LengthAddOnRules, LengthUnit, ProtectionMaterial, WindingType } from '@harness/protocol'
import type { UiKey } from '../i18n/uiZhCN'
import type { ConfigKey } from './configDraft'

/** The catalogue key of each configuration key's section title. */
export const KEY_LABELS: Readonly<Record<ConfigKey, UiKey>> = {
  unit: 'configUnit', lengthRules: 'configLengthRules', diameterMethod: 'configDiameterMethod', packingFactor: 'configPackingFactor',
  defaultProtections: 'configProtections', reportColumns: 'configReportColumns',
}

/** The catalogue key of each length unit. */
export const UNIT_LABELS: Readonly<Record<LengthUnit, UiKey>> = { mm: 'unitMm', in: 'unitIn', pt: 'unitPt' }

/** The catalogue key of each bundle-diameter method. */
export const DIAMETER_LABELS: Readonly<Record<DiameterMethod, UiKey>> = {
  packing: 'diameterPacking', equalWireTable: 'diameterEqualWireTable', areaEquivalent: 'diameterAreaEquivalent',
}

/** The catalogue key of each rounding method of production lengths. */
export const ROUND_LABELS: Readonly<Record<LengthAddOnRules['roundMethod'], UiKey>> = { nearest: 'roundNearest', up: 'roundUp', down: 'roundDown' }

/** The catalogue key of each protection material (spec 9 wrapping types). */
export const MATERIAL_LABELS: Readonly<Record<ProtectionMaterial, UiKey>> = {
  ductTape: 'materialDuctTape', pvcTape: 'materialPvcTape', heatShrinkBraidedTube: 'materialHeatShrinkBraided', heatShrinkTube: 'materialHeatShrinkTube',
  petTube: 'materialPetTube', pvcTube: 'materialPvcTube', corrugatedTube: 'materialCorrugatedTube', corrugatedTubeSlit: 'materialCorrugatedTubeSlit',
}

/** The catalogue key of each winding type. */
export const WINDING_LABELS: Readonly<Record<WindingType, UiKey>> = {
  overlap: 'windingOverlap', doubleOverlap: 'windingDoubleOverlap', spaced: 'windingSpaced', spiral: 'windingSpiral',
  spot: 'windingSpot', longitudinal: 'windingLongitudinal', tube: 'windingTube',
}

/** The catalogue key of each length rule's field. */
export const LENGTH_RULE_LABELS: Readonly<Record<Exclude<keyof LengthAddOnRules, 'roundMethod'>, UiKey>> = {
  percentAddOn: 'rulePercentAddOn', minAddOn: 'ruleMinAddOn', maxAddOn: 'ruleMaxAddOn', roundTo: 'ruleRoundTo', junctionAddOn: 'ruleJunctionAddOn',
}
