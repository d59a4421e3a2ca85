import { measureUnit, toShownUnits, type IsoDate, type UnitSystem } from '@platewise/core'
import { useLayoutEffect, useRef, useState } from 'react'
import { dateWithYear, shortDate, type ShownRange } from './weight-range'

// The weight chart, drawn as SVG by hand (decision 039): the weigh-ins as
// points, the trend as a line, the goal as a dashed line. A chunk of its own,
// loaded only where a chart is drawn. It is a picture: the sentence and the
// table beside it say the same in words (weight-section.tsx).

const HEIGHT = 220
const PAD = { top: 12, right: 12, bottom: 26, left: 44 }

/** The width the chart has: it is drawn in pixels so its text stays readable on a phone. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    setWidth(element.clientWidth)
    // a browser without it keeps the width the chart was first drawn at
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => setWidth(entry!.contentRect.width))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}

/** Four or five round values across [low, high]. */
function ticks(low: number, high: number): number[] {
  const raw = (high - low) / 4
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw)!
  const first = Math.ceil(low / step) * step
  const values: number[] = []
  for (let value = first; value <= high + 1e-9; value += step) values.push(Number(value.toFixed(3)))
  return values
}

const dayNumber = (date: IsoDate) => Date.parse(`${date}T00:00:00Z`) / 86_400_000

export function WeightChart({
  shown,
  goal,
  units,
}: {
  shown: ShownRange
  /** Pounds, or null without a goal weight */
  goal: number | null
  units: UnitSystem
}) {
  const [ref, width] = useWidth()
  const toShown = (pounds: number) => toShownUnits('weight', pounds, units)
  const values = shown.days.flatMap((day) => [
    day.trend,
    ...(day.weight === null ? [] : [day.weight]),
  ])
  if (goal) values.push(goal)
  const shownValues = values.map(toShown)
  const spread = Math.max(...shownValues) - Math.min(...shownValues)
  const margin = Math.max(spread * 0.1, units === 'US' ? 1 : 0.5)
  const low = Math.min(...shownValues) - margin
  const high = Math.max(...shownValues) + margin

  const plotWidth = Math.max(width - PAD.left - PAD.right, 1)
  const plotHeight = HEIGHT - PAD.top - PAD.bottom
  const start = dayNumber(shown.from)
  const span = Math.max(dayNumber(shown.to) - start, 1)
  const x = (date: IsoDate) => PAD.left + ((dayNumber(date) - start) / span) * plotWidth
  const y = (pounds: number) => PAD.top + ((high - toShown(pounds)) / (high - low)) * plotHeight
  const yShown = (value: number) => PAD.top + ((high - value) / (high - low)) * plotHeight

  const trendPath = shown.days
    .map(
      (day, index) =>
        `${index === 0 ? 'M' : 'L'}${x(day.date).toFixed(1)},${y(day.trend).toFixed(1)}`,
    )
    .join(' ')
  const dates = [shown.from, shown.to]
  const symbol = measureUnit('weight', units).symbol

  return (
    // the drawing is out of the flow, so its width follows the box and never widens it
    <div ref={ref} className="relative w-full min-w-0" style={{ height: HEIGHT }}>
      {width > 0 && values.length > 0 && (
        <svg
          width={width}
          height={HEIGHT}
          aria-hidden="true"
          className="absolute top-0 left-0 block overflow-visible"
        >
          {ticks(low, high).map((value) => (
            <g key={value}>
              <line
                x1={PAD.left}
                x2={width - PAD.right}
                y1={yShown(value)}
                y2={yShown(value)}
                className="stroke-stone-200"
              />
              <text
                x={PAD.left - 6}
                y={yShown(value) + 4}
                textAnchor="end"
                className="fill-stone-500 text-[11px]"
              >
                {value}
              </text>
            </g>
          ))}
          <text x={4} y={PAD.top - 2} className="fill-stone-500 text-[11px]">
            {symbol}
          </text>
          {dates.map((date, index) => (
            <text
              key={date}
              x={x(date)}
              y={HEIGHT - 6}
              textAnchor={index === 0 ? 'start' : 'end'}
              className="fill-stone-500 text-[11px]"
            >
              {/* a year's ends are the same day: its start says the year */}
              {index === 0 && shown.from.slice(0, 4) !== shown.to.slice(0, 4)
                ? dateWithYear(date)
                : shortDate(date)}
            </text>
          ))}
          {goal && (
            <g>
              <line
                x1={PAD.left}
                x2={width - PAD.right}
                y1={y(goal)}
                y2={y(goal)}
                strokeDasharray="6 4"
                className="stroke-amber-600"
                strokeWidth={1.5}
              />
              <text
                x={width - PAD.right}
                y={y(goal) - 5}
                textAnchor="end"
                className="fill-amber-700 text-[11px] font-medium"
              >
                Goal
              </text>
            </g>
          )}
          {shown.weighIns.map((day) => (
            <circle
              key={day.date}
              cx={x(day.date)}
              cy={y(day.weight)}
              r={3}
              className="fill-stone-400"
            />
          ))}
          {shown.days.length > 1 && (
            <path
              d={trendPath}
              fill="none"
              strokeWidth={2.5}
              strokeLinejoin="round"
              className="stroke-brand-700"
            />
          )}
        </svg>
      )}
    </div>
  )
}
