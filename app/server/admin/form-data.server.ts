import { data } from 'react-router'
import { z } from 'zod'

/** The numeric id in a detail route's URL; anything else is a 404. */
export function parseId(value: string | undefined): number {
  const id = z.coerce.number().int().positive().max(2_147_483_647).safeParse(value)
  if (!id.success) throw data({ message: 'Not found' }, { status: 404 })
  return id.data
}

export function notFound(): never {
  throw data({ message: 'Not found' }, { status: 404 })
}
