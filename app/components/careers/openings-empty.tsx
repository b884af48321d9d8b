import { LinkButton } from '~/components/ui/button'
import type { LinkRef } from '~/content/blocks'
import { cn } from '~/lib/cn'

/** No open role to show: says why, and offers a general application instead. */
export function OpeningsEmpty({
  copy,
  action,
  className,
}: {
  copy: { title: string; text: string }
  action: LinkRef
  className?: string
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-start gap-5 rounded-card border border-dashed border-white/25 bg-navy-900/60 p-7 sm:p-10',
        className,
      )}
    >
      <h3 className="text-h3 font-semibold">{copy.title}</h3>
      <p className="max-w-2xl leading-relaxed text-mist">{copy.text}</p>
      <LinkButton to={action.to}>{action.label}</LinkButton>
    </div>
  )
}
