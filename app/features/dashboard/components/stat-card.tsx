import { Link } from 'react-router'

export function StatCard({
  label,
  value,
  hint,
  to,
}: {
  label: string
  value: number
  hint: string
  to: string
}) {
  return (
    <Link
      to={to}
      className="group block rounded-card border border-slate-200 bg-white p-5 shadow-soft transition-colors hover:border-accent-700"
    >
      <span className="block text-sm font-semibold text-slate-600">{label}</span>
      <span className="mt-2 block text-4xl font-semibold tracking-tight text-navy-900 tabular-nums">
        {value}
      </span>
      <span className="mt-1 block text-sm text-slate-600 group-hover:text-accent-700">{hint}</span>
    </Link>
  )
}
