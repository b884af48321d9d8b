export interface SelectOption {
  value: string
  label: string
}

/** A select's choices, after an empty first one that chooses nothing (e.g. "Any status"). */
export function SelectOptions({ empty, options }: { empty: string; options: ReadonlyArray<SelectOption> }) {
  return (
    <>
      <option value="">{empty}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  )
}
