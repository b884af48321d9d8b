import { ADMIN_PAGE_SIZE } from '~/lib/constants'

export interface ListQuery<Status extends string> {
  /** 1-based; anything below 1 reads as 1. */
  page?: number
  /** Case-insensitive text searched in the main text columns. */
  q?: string
  status?: Status
}

export interface ListPage<T> {
  items: T[]
  total: number
  page: number
  pageSize: number
  pageCount: number
}

export function pageWindow(page: number | undefined): { page: number; limit: number; offset: number } {
  const current = Number.isFinite(page) ? Math.max(1, Math.floor(page ?? 1)) : 1
  return { page: current, limit: ADMIN_PAGE_SIZE, offset: (current - 1) * ADMIN_PAGE_SIZE }
}

export function toListPage<T>(items: T[], total: number, page: number): ListPage<T> {
  return {
    items,
    total,
    page,
    pageSize: ADMIN_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
  }
}
