/** A problem found by a schema: where (the path into the value) and what to tell the person. */
interface Issue {
  path: readonly PropertyKey[]
  message: string
}

/**
 * A form's messages, one per field it shows them beside: what its own check
 * found, or what the server answered as `fields`.
 */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>

/**
 * The first message for each field, keyed by its dotted path ('mealDate',
 * 'items.0.name'); problems with the value as a whole go under 'body'. Forms
 * show these beside their inputs; the API answers them as `fields`.
 */
export function messagesByField(issues: readonly Issue[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body'
    fields[field] ??= issue.message
  }
  return fields
}
