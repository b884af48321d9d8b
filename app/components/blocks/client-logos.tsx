import type { ClientWithLogo } from '~/content/clients'
import { cn } from '~/lib/cn'
import { DRAWN_NEAR_VIEW } from '~/components/layout/shell-scripts'

export interface ClientLogosProps {
  clients: readonly ClientWithLogo[]
  details?: boolean
  className?: string
}

/**
 * The client wordmarks. On dark sections the light files, on `light` sections the dark ones
 * (CSS picks, so the markup stays the same). `details` adds each client's industry and our work.
 * The plain strip is drawn only near the viewport (content-visibility), so its lazy files wait
 * until then: on the home page it sits a screen below the fold on a phone, where the browser's
 * lazy-loading margin would otherwise fetch all six before the first paint.
 */
export function ClientLogos({ clients, details = false, className }: ClientLogosProps) {
  return (
    <ul
      className={cn(
        'grid gap-4',
        details
          ? 'sm:grid-cols-2 lg:grid-cols-3'
          : `${DRAWN_NEAR_VIEW} grid-cols-2 sm:grid-cols-3 [--drawn-height:18.5rem] sm:[--drawn-height:12rem]`,
        className,
      )}
    >
      {clients.map((client) => (
        <li
          key={client.slug}
          className={cn(
            'flex flex-col rounded-card border border-line bg-white/[0.03] transition-colors hover:border-accent-400/50',
            '[.light_&]:border-slate-200 [.light_&]:bg-white [.light_&]:shadow-soft',
            details ? 'gap-4 p-6 sm:p-7' : 'items-center justify-center px-4 py-6',
          )}
        >
          <img
            src={client.logo.light}
            alt={client.name}
            width={client.logo.width}
            height={client.logo.height}
            loading="lazy"
            decoding="async"
            className="h-10 w-auto max-w-full [.light_&]:hidden"
          />
          <img
            src={client.logo.dark}
            alt={client.name}
            width={client.logo.width}
            height={client.logo.height}
            loading="lazy"
            decoding="async"
            className="hidden h-10 w-auto max-w-full [.light_&]:block"
          />
          {details ? (
            <div className="text-sm leading-relaxed">
              <p className="font-semibold text-paper [.light_&]:text-navy-900">
                {client.industry} · {client.location}
              </p>
              <p className="mt-2 text-mist [.light_&]:text-slate-600">{client.engagement}</p>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
