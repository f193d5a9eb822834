/**
 * American Wire Gauge (the sizes of SAE J1128 automotive wire) as conductor diameters and
 * cross-sections, by the gauge's definition (ASTM B258): the diameter of gauge n is
 * d = 0.127 mm × 92^((36 − n) / 39), so 36 AWG is 0.127 mm and 0000 (4/0) AWG is 11.684 mm;
 * the cross-section is π d² / 4. With the nearest common metric size for each, by ratio (the
 * size whose logarithm is closest: 42.4 mm² is nearer 50 than 35 by ratio, though not by difference).
 *
 * Worked example: 18 AWG, d = 0.127 × 92^(18/39) = 1.0237 mm, A = 0.823 mm², nearest metric 0.75 mm².
 */

/** Common metric conductor sizes of road-vehicle cable, mm² (the sizes metric automotive wire is sold in). */
export const ISO_METRIC_SIZES: readonly number[] = [0.13, 0.22, 0.35, 0.5, 0.75, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 16, 25, 35, 50, 70, 95, 120]

/** One gauge with its solid-conductor diameter (mm), cross-section (mm²) and nearest metric size. */
export interface WireGauge {
  /** The gauge as written: '20', '4/0'. */
  readonly awg: string
  readonly diameter: number
  readonly area: number
  readonly nearestMetric: number
}

/** The gauge number n of a gauge as written ('2/0' is −1, '4/0' is −3). */
function gaugeNumber(awg: string): number {
  const zeros = /^([1-4])\/0$/.exec(awg)
  return zeros ? 1 - Number(zeros[1]) : Number(awg)
}

/** Diameter in mm of the solid conductor of gauge `awg` (ASTM B258). */
export function awgDiameter(awg: string): number {
  return 0.127 * 92 ** ((36 - gaugeNumber(awg)) / 39)
}

/** The gauges of SAE J1128 wire, thinnest first, with their sizes. */
export const WIRE_GAUGES: readonly WireGauge[] = ['26', '24', '22', '20', '18', '16', '14', '12', '10', '8', '6', '4', '2', '1', '1/0', '2/0', '3/0', '4/0'].map((awg) => {
  const diameter = awgDiameter(awg)
  const area = (Math.PI * diameter * diameter) / 4
  const nearestMetric = ISO_METRIC_SIZES.reduce((best, size) => (Math.abs(Math.log(size / area)) < Math.abs(Math.log(best / area)) ? size : best))
  return { awg, diameter, area, nearestMetric }
})
