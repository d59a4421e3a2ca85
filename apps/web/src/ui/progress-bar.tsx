/**
 * A bar of 0 to 100%, named by `label` (and read out as `valueText`). Without a
 * `percent` (still loading) it is empty and has no value. `fill` is the bar's
 * colour, `className` its place.
 */
export function ProgressBar({
  label,
  percent,
  valueText,
  fill,
  className,
}: {
  label: string
  percent: number | undefined
  valueText?: string
  fill: string
  className: string
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={`${className} h-2 overflow-hidden rounded-full bg-stone-100`}
    >
      <div
        className={`h-full rounded-full transition-[width] duration-500 ${fill}`}
        style={{ width: `${percent ?? 0}%` }}
      />
    </div>
  )
}
