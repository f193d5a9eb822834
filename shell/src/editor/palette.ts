/**
 * The colours of the harness canvas, as 0xRRGGBB: a light drawing sheet with dark bundles, as
 * harness drawings are printed; protected bundles (tape or tube over them) in violet; the selection
 * in orange and the hovered item (and the minimap's view) in blue, both clear against every other
 * colour here; the minimap draws bundles lighter than the canvas does.
 */
/** The font family of labels drawn outside the canvas (the exported sheet, the PDF's pictures of Chinese labels, the 3D preview's names): Latin first, then the Chinese faces Windows and Debian have. */
export const LABEL_FONT_FAMILY = "Arial, 'Microsoft YaHei', 'WenQuanYi Micro Hei', sans-serif"

/** The faces label text falls back to for glyphs a chosen family lacks (Chinese names on Debian): {@link LABEL_FONT_FAMILY} after Arial. */
export const LABEL_FALLBACK_FACES: readonly string[] = ['Microsoft YaHei', 'WenQuanYi Micro Hei', 'sans-serif']

/**
 * The CSS font list of labels in the drawing settings' `family`, falling back to
 * {@link LABEL_FONT_FAMILY}'s faces; characters that could end a CSS string or an XML attribute
 * are dropped from the name. Example: 'SimSun' → "'SimSun', Arial, 'Microsoft YaHei', ...".
 */
export function labelFontFamily(family: string): string {
  const name = family.replace(/["'<>&\\;{}]/g, '').trim()
  return name ? `'${name}', ${LABEL_FONT_FAMILY}` : LABEL_FONT_FAMILY
}

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
  /** A multicore cable's sheath around its cores. */
  sheath: 0x52525b,
  /** The twist drawn over a twisted group. */
  twist: 0x111827,
  /** The edge drawn along a white wire's lead, so it shows on a white housing. */
  lightWireEdge: 0x6b7280,
  /** Clips (filled) and grommets (outlined rubber). */
  clip: 0x0f766e,
  grommet: 0x374151,
  /** Reference points (datums of the drawing). */
  reference: 0xb91c1c,
  /** At a pin: the seal's ring, a plug closing the cavity, the crimped terminal (brass). */
  seal: 0x0d9488,
  plug: 0x374151,
  terminal: 0xb7791f,
  /** The dashed lead of a wire whose ends lie in separate bundles (an error until routed). */
  unroutedLead: 0xdc2626,
  /** Marks over a protection band (hatch, ribs, braid), light on the band's colour. */
  runMark: 0xe5e7eb,
} as const

/**
 * The band colour of each protection material, in the order of `PROTECTION_MATERIALS` (duct tape,
 * PVC tape, heat-shrink braided tube, heat-shrink tube, PET tube, PVC tube, corrugated tube, slit
 * corrugated tube): tapes in the violet of protected bundles, tubes in blue-greens, corrugated
 * tube in the dark grey of its plastic.
 */
export const RUN_COLOURS: readonly number[] = [0x4c3a8a, 0x6b4fbb, 0x115e59, 0x0f766e, 0x0e7490, 0x0369a1, 0x3f4a5a, 0x3f4a5a]
