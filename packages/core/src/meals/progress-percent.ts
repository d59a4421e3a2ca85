/** A progress bar's fill in whole percent, 0 to 100 (§9: bars cap at 100%). */
export function progressPercent(value: number, goal: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(goal) || goal <= 0 || value <= 0) return 0
  return Math.min(100, Math.round((value * 100) / goal))
}
