import type { LegalBlock } from '~/content/legal'

/** One block of legal text: a paragraph, a bulleted list, or a captioned table that scrolls on phones. */
export function LegalBlockView({ block }: { block: LegalBlock }) {
  switch (block.type) {
    case 'paragraph':
      return <p>{block.text}</p>
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-accent-700">
          {block.items.map((item) => (
            <li key={item} className="pl-1">
              {item}
            </li>
          ))}
        </ul>
      )
    case 'table':
      return (
        <div
          role="region"
          aria-label={block.caption}
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-soft"
        >
          <table className="w-full min-w-[36rem] border-collapse text-left text-[0.95rem]">
            <caption className="px-5 pt-4 pb-2 text-left text-sm font-semibold text-slate-600">
              {block.caption}
            </caption>
            <thead>
              <tr className="border-b border-slate-200">
                {block.columns.map((column) => (
                  <th key={column} scope="col" className="px-5 py-3 font-semibold text-navy-900">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')} className="border-b border-slate-100 align-top last:border-0">
                  {row.map((cell, i) => (
                    <td key={i} className="px-5 py-3 leading-relaxed">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )
  }
}
