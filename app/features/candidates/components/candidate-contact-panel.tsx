import { Panel } from '~/components/admin/detail-list'

/** Every address the candidate applied from: for staff, never on a client's page or PDF. */
export function CandidateContactPanel({ addresses }: { addresses: string[] }) {
  return (
    <Panel title="Contact" id="contact-heading">
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="font-semibold text-slate-600">
            {addresses.length > 1 ? 'E-mail addresses' : 'E-mail'}
          </dt>
          {addresses.map((address) => (
            <dd key={address} className="break-all">
              <a href={`mailto:${address}`} className="text-accent-700 underline-offset-2 hover:underline">
                {address}
              </a>
            </dd>
          ))}
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-600">Staff only: clients never see contact details.</p>
    </Panel>
  )
}
