import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

export type ContainerSize = 'default' | 'narrow' | 'wide'

/**
 * Each size is a complete set of classes (not container-page plus an override), because
 * two max-width utilities on one element would be resolved by stylesheet order, not by intent.
 */
const sizes: Record<ContainerSize, string> = {
  default: 'container-page',
  narrow: 'mx-auto w-full max-w-4xl px-[clamp(1.25rem,4vw,2.5rem)]',
  wide: 'mx-auto w-full max-w-[96rem] px-[clamp(1.25rem,4vw,2.5rem)]',
}

export function Container({
  className,
  children,
  size = 'default',
}: {
  className?: string
  children: ReactNode
  size?: ContainerSize
}) {
  return <div className={cn(sizes[size], className)}>{children}</div>
}
