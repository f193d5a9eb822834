/**
 * The colours of the harness canvas, as 0xRRGGBB: a light drawing sheet with dark bundles, as
 * harness drawings are printed; protected bundles (tape or tube over them) in violet; the selection
 * in orange and the hovered item (and the minimap's view) in blue, both clear against every other
 * colour here; the minimap draws bundles lighter than the canvas does.
 */
export const PALETTE = {
  background: 0xf4f6f9,
  page: 0xffffff,
  pageFrame: 0x9aa5b4,
  grid: 0xe3e7ee,
  bundle: 0x36475a,
  protectedBundle: 0x6b4fbb,
  connectorPoint: 0x1d4ed8,
  connectorFill: 0xffffff,
  connectorLine: 0x1f2937,
  cavity: 0x8a94a3,
  splice: 0x111827,
  node: 0x36475a,
  text: 0x1f2937,
  selection: 0xf97316,
  hover: 0x2563eb,
  minimapBundle: 0x94a3b8,
} as const
