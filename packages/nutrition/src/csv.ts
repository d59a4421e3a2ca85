// An RFC 4180 reader: USDA descriptions contain commas, quotes and the odd line break,
// so a split(',') would shift columns.

/** Parses CSV text into rows of fields. Accepts CRLF or LF line ends and a final line without one. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let inQuotes = false
  let i = 0
  // a UTF-8 byte-order mark is not part of the first header name
  if (text.charCodeAt(0) === 0xfeff) i = 1
  const n = text.length
  while (i < n) {
    const ch = text[i]
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"'
          i += 2
          continue
        }
        inQuotes = false
        i++
        continue
      }
      field += ch
      i++
      continue
    }
    if (ch === '"' && field === '') {
      inQuotes = true
      i++
    } else if (ch === ',') {
      row.push(field)
      field = ''
      i++
    } else if (ch === '\r' || ch === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1
    } else {
      field += ch
      i++
    }
  }
  if (field !== '' || row.length > 0 || inQuotes) {
    row.push(field)
    rows.push(row)
  }
  return rows
}

/** Parses CSV with a header line into records keyed by column name. */
export function parseCsvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text)
  if (!header) return []
  return rows
    .filter((r) => !(r.length === 1 && r[0] === ''))
    .map((r) => {
      const rec: Record<string, string> = {}
      header.forEach((name, j) => {
        rec[name] = r[j] ?? ''
      })
      return rec
    })
}
