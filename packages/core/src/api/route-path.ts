/** `/api/meals/:id` with `{id: 7}` → `/api/meals/7` (each value URL-encoded). */
export function routePath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`)
    return encodeURIComponent(String(value))
  })
}
