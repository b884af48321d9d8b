import type { ReactNode } from 'react'
import { Link } from 'react-router'

export function DetailList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="divide-y divide-slate-100 rounded-card border border-slate-200 bg-white px-5 shadow-soft">
      {items.map((item) => (
        <div key={item.label} className="grid gap-1 py-3.5 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
          <dt className="text-sm font-semibold text-slate-600">{item.label}</dt>
          <dd className="min-w-0 break-words">{item.value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  )
}

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="mb-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-accent-700 underline-offset-4 hover:underline"
    >
      <span aria-hidden="true">←</span> {children}
    </Link>
  )
}

export function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-slate-200 bg-white p-5 shadow-soft">
      <h2 id={id} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}
