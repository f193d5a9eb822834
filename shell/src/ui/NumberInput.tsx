import { Group, Input, Label, NumberField } from 'react-aria-components'

/** Props of {@link NumberInput}. */
export interface NumberInputProps {
  readonly label: string
  readonly value: number
  readonly onChange: (value: number) => void
  readonly minValue: number
  readonly maxValue: number
  /** Increment of the arrow keys; also the precision shown. */
  readonly step: number
  /** The unit after the number (mm, %, …). */
  readonly unit?: string
  readonly isDisabled?: boolean
  /** Hide the label visually (a table header names the column); it still names the field. */
  readonly hideLabel?: boolean
  readonly testId?: string
}

/**
 * Numbers shown without thousands separators: a page 3470 mm wide shows as 3470, not "3,470",
 * which a designer editing it in place (a Backspace after the 7) would turn into another number.
 */
const NO_GROUPING: Intl.NumberFormatOptions = { useGrouping: false }

/**
 * A labelled number field (react-aria-components `NumberField`): typed numbers are parsed in the
 * interface language, kept within `minValue` to `maxValue` and stepped with the arrow keys; a
 * cleared field falls back to the last value. No thousands separators ({@link NO_GROUPING}).
 */
export function NumberInput({ label, value, onChange, minValue, maxValue, step, unit, isDisabled, hideLabel = false, testId }: NumberInputProps) {
  return (
    <NumberField className="number-field" value={value} minValue={minValue} maxValue={maxValue} step={step} isDisabled={isDisabled} formatOptions={NO_GROUPING}
      onChange={(next) => { if (Number.isFinite(next)) onChange(next) }} data-testid={testId}>
      <Label className={hideLabel ? 'visually-hidden' : 'field-label'}>{label}</Label>
      <Group className="number-group">
        <Input className="input number-input" />
        {unit ? <span className="number-unit">{unit}</span> : null}
      </Group>
    </NumberField>
  )
}
