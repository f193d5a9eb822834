/**
 * The engine's pure harness calculations, in millimetres (harness-domain.md section 3): bundle and
 * covered diameters, wire lengths, protection material, splice position and twist geometry. They
 * take plain numbers and arrays, not the document model, so they run in a worker, on the server or
 * in the CLI.
 */

export { GEOMETRY_TOLERANCE } from './numberChecks'

export {
  DEFAULT_PACKING_FACTOR,
  EQUAL_WIRE_TABLE_MAX_COUNT,
  bundleArea,
  bundleDiameter,
  coveredDiameter,
  equalWireFactor,
  tapeLayerCount,
} from './bundleDiameter'
export type {
  BundleDiameterBasis,
  BundleDiameterMethod,
  BundleDiameterResult,
  CoveredDiameterResult,
  ProtectionLayer,
} from './bundleDiameter'

export { multicoreCoreLength, roundLength, twistTakeUpFactor, wireLength } from './wireLength'
export type {
  EndAddOns,
  NodeAddOn,
  PercentageAddOn,
  RoundMethod,
  Rounding,
  TwistTakeUp,
  WireLength,
  WireLengthBreakdown,
  WireLengthFailure,
  WireLengthInput,
} from './wireLength'

export {
  DEFAULT_SPOT_TURNS,
  EMPIRICAL_TAPE_CORRECTION,
  heatShrinkFit,
  protectionMaterial,
  tapeLength,
  tapePerMetre,
  tapePitch,
  tubeCutLength,
} from './protectionMaterial'
export type {
  ContinuousWinding,
  ProtectionQuantity,
  TapeQuantity,
  TapeRun,
  TapeSpec,
  TapeTooNarrow,
  TapeWinding,
  TubeCut,
  WrappingType,
} from './protectionMaterial'

export { NO_OPTIMAL_SPLICE_POINT_MESSAGE, spliceMedian } from './spliceMedian'
export type {
  SpliceKeepOut,
  SpliceMedian,
  SpliceMedianFailure,
  SplicePosition,
  SpliceTerminal,
  SpliceTree,
  SpliceTreeEdge,
  TreePoint,
} from './spliceMedian'

export {
  MAX_WIRES_PER_LAYER,
  SHEATH_PITCH,
  TOP_PARENT_DEFAULTS,
  groupPitch,
  helixTakeUpFactor,
  layerClearance,
  layoutWireTree,
  sampleHelix,
  topParentGroup,
  twistLayout,
} from './twistGeometry'
export type {
  HelixMember,
  HelixSampling,
  TwistGroup,
  TwistLayer,
  TwistLayout,
  Vec3,
  WireTreeKind,
  WireTreeLayout,
  WireTreeNode,
} from './twistGeometry'
