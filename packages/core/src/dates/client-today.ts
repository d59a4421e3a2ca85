import { daysBetween, formatIsoDate, type IsoDate } from './iso-date'

// A client says which day is its today, because the server cannot know its
// time zone: streaks are counted up to that day (GET /api/meals/streak, the
// groups' Top Streaks). Time zones run from UTC-12 to UTC+14, so at any moment
// every local date on Earth is the UTC date, the day before or the day after.
// A day further away is nobody's today, and answering it would compute a
// streak as of any day one chose: stepping the day back read a group member's
// history, day by day (issue 24). One day either way, not the exact span of
// zones at that moment: that span reaches yesterday until 12:00 UTC and
// tomorrow from 10:00 UTC anyway, and it would refuse a device clock a few
// minutes off at midnight.

/** How many days a client's today may be from the server's UTC date, either way. */
export const CLIENT_TODAY_MAX_DAYS_FROM_UTC = 1

export const CLIENT_TODAY_MESSAGE =
  "This date is not today in any time zone. Please check your device's date and time."

/** The UTC calendar date at `now`: the server's own today, whatever its time zone. */
export function utcTodayIso(now: Date = new Date()): IsoDate {
  return formatIsoDate({
    year: now.getUTCFullYear(),
    month: now.getUTCMonth() + 1,
    day: now.getUTCDate(),
  })
}

/** Whether `day` (a valid YYYY-MM-DD) is today somewhere on Earth at `now`. */
export function isClientToday(day: IsoDate, now: Date = new Date()): boolean {
  return Math.abs(daysBetween(utcTodayIso(now), day)) <= CLIENT_TODAY_MAX_DAYS_FROM_UTC
}
