import { seedApplication, seedContact } from '../tests/seed'
import { closeDatabase } from '~/server/db/client.server'
import { migrateToLatest } from '~/server/db/migrate.server'

await migrateToLatest()
const names = ['Asha Rao', 'Vikram Singh', 'Meera Nair', 'John <b>Doe</b>', 'Li Wei']
for (let i = 0; i < 30; i++) {
  await seedContact(`person${i}@example.com`, {
    name: names[i % names.length],
    subject: i % 3 === 0 ? 'Need a React team for 6 months' : 'Question about staffing rates',
    message: i === 0 ? '<script>alert(1)</script> see https://example.com/brief?x=1 and javascript:alert(1)\nThanks!' : 'We are looking for two senior developers for a fintech product. Please call me back at your earliest convenience. Details: https://acme.test/rfp',
  })
}
for (let i = 0; i < 8; i++) {
  await seedApplication(`cand${i}@example.com`, { fullName: names[i % names.length], position: i % 2 ? 'Backend Developer' : 'UI/UX Designer' }, `${String(i).padStart(32, 'a')}.pdf`)
}
await closeDatabase()
