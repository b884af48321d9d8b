import { LinkButton } from '~/components/ui/button'
import type { LinkRef } from '~/content/blocks'
import { cn } from '~/lib/cn'

/** Under the open roles: whether and when applicants hear back, and where to see their stage. */
export function AfterApplying({
  copy,
  className,
}: {
  copy: { title: string; text: string; link: LinkRef }
  className?: string
}) {
  return (
    <div
      className={cn(
        'flex flex-col gap-4 rounded-card border border-white/15 bg-white/5 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8',
        className,
      )}
    >
      <div className="max-w-3xl">
        <p className="text-h4 font-semibold">{copy.title}</p>
        <p className="mt-2 leading-relaxed text-mist">{copy.text}</p>
      </div>
      <LinkButton to={copy.link.to} variant="secondary" className="shrink-0">
        {copy.link.label}
      </LinkButton>
    </div>
  )
}
