/** A checkbox chip's mark: a plus, turning to a tick once chosen (app/styles/chips.css). */
export function ChipMark() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className="chip-mark"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M8 3v10M3 8h10" className="chip-mark-plus" />
      <path d="M3.5 8.5l3 3 6-7" className="chip-mark-tick" />
    </svg>
  )
}
