import { Form } from 'react-router'

function Chevron({ up = false }: { up?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={up ? 'm5 12 5-5 5 5' : 'm5 8 5 5 5-5'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

const arrowButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-navy-900 hover:border-navy-900/50 disabled:opacity-40'

/**
 * One place up or down a list (the team page's members, the client quotes): two buttons a keyboard
 * reaches, no dragging. The first cannot go up, the last cannot go down.
 */
export function MoveButtons({
  id,
  name,
  first,
  last,
}: {
  id: number
  /** Who or what moves, for the buttons' names ("Move Priya Nair up"). */
  name: string
  first: boolean
  last: boolean
}) {
  return (
    <Form method="post" className="flex gap-1.5">
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value="up" disabled={first} className={arrowButton}>
        <Chevron up />
        <span className="sr-only">Move {name} up</span>
      </button>
      <button type="submit" name="intent" value="down" disabled={last} className={arrowButton}>
        <Chevron />
        <span className="sr-only">Move {name} down</span>
      </button>
    </Form>
  )
}
