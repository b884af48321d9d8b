import { Link } from 'react-router'
import { Icon } from '~/components/ui/icon'
import type { applyPageCopy } from '~/content/forms'
import { site } from '~/content/site'
import { GLOW } from '~/components/ui/glow'

/** Beside the application form: what happens after sending it, and who to ask. */
export function HiringSteps({ steps }: { steps: (typeof applyPageCopy)['steps'] }) {
  return (
    <aside
      aria-labelledby="hiring-steps-title"
      className="lg:sticky lg:top-[calc(var(--spacing-header)+2rem)] lg:self-start"
    >
      <div className="relative isolate overflow-hidden rounded-card bg-navy-900 p-8 text-paper shadow-card">
        <div
          aria-hidden="true"
          className={`absolute -top-24 -right-24 -z-10 size-64 ${GLOW} from-violet-500/20`}
        />
        <p className="eyebrow">{steps.eyebrow}</p>
        <h2 id="hiring-steps-title" className="mt-3 text-h3 font-semibold">
          {steps.title}
        </h2>
        <ol className="mt-8 space-y-6">
          {steps.items.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-accent-400 text-sm font-bold text-ink">
                {index + 1}
              </span>
              <div>
                <p className="font-semibold">{step.title}</p>
                <p className="mt-1 text-sm leading-relaxed text-mist">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-6 text-sm text-mist">
          {steps.statusLink.before}{' '}
          <Link
            to={steps.statusLink.to}
            className="font-medium text-paper underline underline-offset-4 hover:text-accent-300"
          >
            {steps.statusLink.label}
          </Link>
        </p>
        <p className="mt-8 flex items-center gap-3 border-t border-line pt-6 text-sm text-mist">
          <Icon name="mail" className="text-accent-400" />
          <span>
            Questions?{' '}
            <a
              href={`mailto:${site.email.careers}`}
              className="font-medium text-paper underline-offset-4 hover:text-accent-300 hover:underline"
            >
              {site.email.careers}
            </a>
          </span>
        </p>
      </div>
    </aside>
  )
}
