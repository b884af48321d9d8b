import { pingDatabase } from '~/server/db/client.server'

export async function loader() {
  const ok = await pingDatabase()
  return Response.json(ok ? { status: 'ok', database: 'up' } : { status: 'unavailable', database: 'down' }, {
    status: ok ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  })
}
