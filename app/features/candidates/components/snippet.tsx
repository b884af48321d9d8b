import type { SnippetPart } from '~/contracts/candidates'

/** Where the search words appear: the words themselves marked, everything as text (never as markup). */
export function Snippet({ parts }: { parts: readonly SnippetPart[] }) {
  return (
    <p className="mt-1.5 line-clamp-2 text-xs leading-relaxed font-normal text-slate-600">
      {parts.map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-navy-900">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  )
}
