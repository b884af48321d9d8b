import { useRef, useState, type ComponentProps, type KeyboardEvent } from 'react'
import { TextArea } from '~/components/admin/controls'
import { useHydrated } from '~/components/ui/use-hydrated'
import type { MemberName } from '~/contracts/staff'
import { cn } from '~/lib/cn'
import { insertMention, matchMembers, mentionBeforeCaret, type TypedMention } from '~/lib/mentions'

const STEPS: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 }

/**
 * A note's field that completes `@`: typing `@` and the start of a name or username lists the
 * active members who match; arrow keys move through them, Enter or Tab writes `@username` (what
 * the note keeps), Escape closes the list. A textarea keeps its textbox role (ARIA in HTML allows
 * no combobox there), so it points at the list with aria-controls and aria-activedescendant, and
 * a live line says how many match. Without JavaScript it is a plain textarea.
 */
export function MentionTextarea({
  id,
  members,
  ...props
}: ComponentProps<'textarea'> & { id: string; members: readonly MemberName[] }) {
  const field = useRef<HTMLTextAreaElement>(null)
  const enhanced = useHydrated()
  const [typed, setTyped] = useState<TypedMention | null>(null)
  const [active, setActive] = useState(0)
  const choices = typed ? matchMembers(members, typed.query) : []
  const open = enhanced && choices.length > 0
  const listId = `${id}-mentions`
  const optionId = (index: number) => `${listId}-${index}`
  const current = Math.min(active, choices.length - 1)

  // What is typed at the caret, read again after each keystroke, click or caret move.
  const look = (textarea: HTMLTextAreaElement) => {
    const caret = textarea.selectionStart
    const next = textarea.selectionEnd === caret ? mentionBeforeCaret(textarea.value, caret) : null
    if (next?.start !== typed?.start || next?.query !== typed?.query) setActive(0)
    setTyped(next)
  }

  const pick = (member: MemberName) => {
    const textarea = field.current
    if (!textarea || !typed) return
    const done = insertMention(textarea.value, typed, textarea.selectionStart, member.username)
    textarea.value = done.text
    textarea.focus()
    textarea.setSelectionRange(done.caret, done.caret)
    setTyped(null)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return
    const step = STEPS[event.key]
    if (step) {
      event.preventDefault()
      setActive((current + step + choices.length) % choices.length)
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      const chosen = choices[current]
      if (!chosen || event.shiftKey) return
      event.preventDefault()
      pick(chosen)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      setTyped(null)
    }
  }

  return (
    <div className="relative">
      <TextArea
        {...props}
        id={id}
        ref={field}
        aria-autocomplete={enhanced ? 'list' : undefined}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(current) : undefined}
        onInput={(event) => look(event.currentTarget)}
        onSelect={(event) => look(event.currentTarget)}
        onKeyDown={onKeyDown}
        onBlur={() => setTyped(null)}
      />
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="Members to mention"
          className="absolute inset-x-0 top-full z-20 mt-1 max-w-sm overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          {choices.map((member, index) => (
            <li
              key={member.username}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              // The field keeps the focus (and its caret) while a pointer picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(member)}
              className={cn(
                'flex min-h-11 cursor-pointer items-baseline justify-between gap-3 px-3.5 py-2 text-sm',
                index === current ? 'bg-navy-900 text-white' : 'text-navy-900 hover:bg-slate-50',
              )}
            >
              <span className="font-semibold">{member.name}</span>
              <span
                className={cn('font-mono text-xs', index === current ? 'text-slate-200' : 'text-slate-600')}
              >
                @{member.username}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {/* Polite, without the status role: the page's own status notices stay the only ones. */}
      <p aria-live="polite" className="sr-only">
        {open
          ? `${choices.length === 1 ? '1 member matches' : `${choices.length} members match`}: up and down arrows to choose, Enter to mention.`
          : ''}
      </p>
    </div>
  )
}
