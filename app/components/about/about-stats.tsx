import { HeadedSection } from '~/components/blocks/headed-section'
import { Stat } from '~/components/ui/stat'
import type { AboutContent } from '~/content/about'

/** Counted company figures, then the claims behind them (legacy /StatsSection.jsx). */
export function AboutStats({ stats }: { stats: AboutContent['stats'] }) {
  return (
    <HeadedSection heading={stats} tone="navy" grid>
      <div className="grid grid-cols-1 gap-8 border-t border-line pt-12 sm:grid-cols-3">
        {stats.items.map((item) => (
          <Stat
            key={item.label}
            value={item.value}
            suffix={item.suffix}
            decimals={item.decimals}
            label={item.label}
          />
        ))}
      </div>
      <dl className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {stats.claims.map((claim) => (
          <div
            key={claim.label}
            className="flex flex-col gap-2 rounded-card border border-line bg-white/[0.03] p-6"
          >
            <dt className="text-sm leading-snug text-mist">{claim.label}</dt>
            <dd className="order-first text-2xl font-semibold text-paper">{claim.value}</dd>
          </div>
        ))}
      </dl>
    </HeadedSection>
  )
}
