import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'
import { Icon } from './icon'

export interface AccordionItem {
  /** The item's anchor: a link to #id opens it (the browser opens a closed <details> around a fragment's target). */
  id: string
  title: ReactNode
  content: ReactNode
}

export interface AccordionProps {
  items: AccordionItem[]
  /** The <details name> group: the browser keeps at most one of them open. */
  name: string
  headingLevel?: 2 | 3
  openLabel?: string
  closeLabel?: string
  variant?: 'faq' | 'toggle'
  defaultOpenId?: string
}

/**
 * Height animates where ::details-content and interpolate-size exist; elsewhere it simply opens.
 * The item holding the address's #fragment opens at once: while its content grew, Chromium now and
 * then lost the scroll to the fragment and left the page at the top (5 loads of 75).
 */
const animatedContent =
  'motion-safe:[interpolate-size:allow-keywords] motion-safe:[&::details-content]:h-0 motion-safe:[&::details-content]:overflow-clip ' +
  'motion-safe:[&::details-content]:transition-[height,content-visibility] motion-safe:[&::details-content]:duration-300 ' +
  'motion-safe:[&::details-content]:[transition-behavior:allow-discrete] motion-safe:open:[&::details-content]:h-auto ' +
  '[&:has(:target)::details-content]:transition-none'

export function Accordion({
  items,
  name,
  headingLevel = 3,
  openLabel = 'For More',
  closeLabel = 'Close',
  variant = 'faq',
  defaultOpenId,
}: AccordionProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const faq = variant === 'faq'
  return (
    <div className={cn(faq ? 'divide-y divide-line [.light_&]:divide-slate-200' : 'space-y-4')}>
      {items.map((item) => (
        <details
          key={item.id}
          name={name}
          open={item.id === defaultOpenId || undefined}
          className={cn(
            'group',
            animatedContent,
            !faq &&
              'rounded-card border border-line bg-navy-900/60 [.light_&]:border-slate-200 [.light_&]:bg-white [.light_&]:shadow-soft',
          )}
        >
          <summary
            className={cn(
              'flex min-h-14 cursor-pointer list-none items-center justify-between gap-6 [&::-webkit-details-marker]:hidden',
              faq ? 'py-5' : 'px-6 py-5 sm:px-8',
            )}
          >
            <Heading className={faq ? 'text-lg leading-snug font-semibold' : 'text-h3 font-semibold'}>
              {item.title}
            </Heading>
            {faq ? (
              <span className="grid size-9 shrink-0 place-items-center rounded-full border border-line text-accent-400 transition-colors group-hover:border-accent-400 [.light_&]:border-slate-300 [.light_&]:text-accent-700">
                <Icon name="plus" className="size-4 group-open:hidden" />
                <Icon name="minus" className="hidden size-4 group-open:block" />
              </span>
            ) : (
              // The open state is announced by the summary itself (expanded/collapsed), so the
              // visible label is not repeated: the summary's accessible name stays the title.
              <span
                aria-hidden="true"
                className="inline-flex min-h-10 shrink-0 items-center gap-2 rounded-pill border border-accent-400/50 px-4 text-sm font-semibold text-accent-400 transition-colors group-hover:bg-accent-400 group-hover:text-ink [.light_&]:border-accent-700/50 [.light_&]:text-accent-700 [.light_&]:group-hover:bg-accent-700 [.light_&]:group-hover:text-white"
              >
                <span className="group-open:hidden">{openLabel}</span>
                <span className="hidden group-open:inline">{closeLabel}</span>
                <Icon
                  name="plus"
                  className="size-4 transition-transform duration-300 motion-safe:group-open:rotate-45"
                />
              </span>
            )}
          </summary>
          {/*
           * The anchor sits inside the content, not on the <details>: navigating to a fragment whose
           * target is hidden in a closed <details> opens it (and its name group closes the others),
           * with no script. The margin keeps the summary above it in view.
           */}
          <span id={item.id} className="block scroll-mt-[calc(var(--spacing-header)+8rem)]" />
          <div
            className={cn(
              'text-mist [.light_&]:text-slate-600',
              faq ? 'max-w-3xl pb-6 leading-relaxed' : 'px-6 pb-6 sm:px-8 sm:pb-8',
            )}
          >
            {item.content}
          </div>
        </details>
      ))}
    </div>
  )
}
