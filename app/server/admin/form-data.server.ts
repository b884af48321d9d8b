import { data } from 'react-router'
import { z } from 'zod'

/** The numeric id in a detail route's URL; anything else is a 404. */
export function parseId(value: string | undefined): number {
  const id = z.coerce.number().int().positive().max(2_147_483_647).safeParse(value)
  if (!id.success) throw data({ message: 'Not found' }, { status: 404 })
  return id.data
}

/** Parses a posted form with a schema; a malformed post (not from our forms) is a 400. */
export async function parseForm<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  const form = await request.formData()
  const parsed = schema.safeParse(Object.fromEntries(form))
  if (!parsed.success) throw data({ message: 'Bad request' }, { status: 400 })
  return parsed.data
}

export function notFound(): never {
  throw data({ message: 'Not found' }, { status: 404 })
}
