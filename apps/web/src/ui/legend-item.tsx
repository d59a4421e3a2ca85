/** One entry of a colour legend: a swatch and what it means. */
export function LegendItem({ swatch, children }: { swatch: string; children: string }) {
  return (
    <li className="inline-flex items-center gap-1.5">
      <span aria-hidden className={`size-2.5 rounded-full ${swatch}`} />
      {children}
    </li>
  )
}
