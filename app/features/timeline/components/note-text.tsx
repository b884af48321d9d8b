import type { MemberName } from '~/contracts/staff'
import { linkify } from '~/components/admin/linkify'
import { splitMentions } from '~/lib/mentions'

/**
 * A note as the timeline shows it: its links as links, and each member it mentions (`@username`,
 * what the note keeps) by name.
 */
export function NoteText({ text, mentioned }: { text: string; mentioned: readonly MemberName[] }) {
  return (
    <span className="whitespace-pre-wrap break-words">
      {linkify(text).map((node, index) =>
        typeof node !== 'string'
          ? node
          : splitMentions(node, mentioned).map((part, at) =>
              typeof part === 'string' ? (
                part
              ) : (
                <span
                  key={`${index}-${at}`}
                  className="rounded bg-slate-100 px-0.5 font-semibold whitespace-nowrap text-navy-900"
                  title={`@${part.username}`}
                >
                  @{part.name}
                </span>
              ),
            ),
      )}
    </span>
  )
}
