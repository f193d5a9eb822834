import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components'

/** One choice of a {@link SelectField}. */
export interface SelectOption<K extends string> {
  readonly id: K
  readonly label: string
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps<K extends string> {
  readonly label: string
  /** Hide the label visually (it still names the control). */
  readonly hideLabel?: boolean
  readonly value: K
  readonly options: readonly SelectOption<K>[]
  readonly onChange: (value: K) => void
  readonly isDisabled?: boolean
  readonly testId?: string
  readonly size?: 'sm' | 'md'
}

/** A labelled drop-down choice (react-aria-components `Select`): keyboard, typeahead and screen readers included. */
export function SelectField<K extends string>({ label, hideLabel = false, value, options, onChange, isDisabled, testId, size = 'md' }: SelectFieldProps<K>) {
  return (
    <Select className={`select select-${size}`} value={value} isDisabled={isDisabled} data-testid={testId}
      onChange={(key) => { if (key !== null) onChange(String(key) as K) }}>
      <Label className={hideLabel ? 'visually-hidden' : 'field-label'}>{label}</Label>
      <Button className="select-button">
        <SelectValue className="select-value" />
        <span className="select-chevron" aria-hidden="true">▾</span>
      </Button>
      <Popover className="popover">
        <ListBox className="listbox">
          {options.map((option) => (
            <ListBoxItem key={option.id} id={option.id} className="listbox-item" textValue={option.label} data-value={option.id}>
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  )
}
