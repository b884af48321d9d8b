// Run by a spec (pastInterview in e2e/support/interview-support.ts) against its server's database:
// the confirmed interview of the candidate with this address took place a day ago (its times
// moved back), as the client's page asks how it went only once it is over.
import { closeDatabase, getDb } from '~/server/db/client.server'

const email = process.argv[2]?.trim().toLowerCase()
if (!email) throw new Error('usage: past-interview.ts <candidate e-mail>')
const db = getDb()
const interviews = await db
  .selectFrom('interviews as i')
  .innerJoin('shortlist_entries as e', 'e.id', 'i.entryId')
  .innerJoin('candidates as c', 'c.id', 'e.candidateId')
  .select('i.id')
  .where('c.emailNormalized', '=', email)
  .where('i.state', '=', 'confirmed')
  .execute()
if (interviews.length !== 1) throw new Error(`expected one confirmed interview, found ${interviews.length}`)
const dayAgo = new Date(Date.now() - 86_400_000).toISOString()
await db
  .updateTable('interview_slots')
  .set({ startsAt: dayAgo })
  .where('interviewId', '=', interviews[0]!.id)
  .execute()
await closeDatabase()
