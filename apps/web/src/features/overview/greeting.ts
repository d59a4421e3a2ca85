/** 'Good Morning' before 12, 'Good Afternoon' before 17, else 'Good Evening' (§2). */
export function greetingForHour(hour: number): string {
  if (hour < 12) return 'Good Morning'
  if (hour < 17) return 'Good Afternoon'
  return 'Good Evening'
}

/** 'Good Morning, Maya', by the hour on the user's clock; 'User' without a first name (§8). */
export function greeting(firstName: string | null | undefined, now: Date = new Date()): string {
  const name = firstName?.trim() || 'User'
  return `${greetingForHour(now.getHours())}, ${name}`
}
