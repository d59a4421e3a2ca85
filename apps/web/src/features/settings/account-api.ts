import { accountRoutes, type RouteBody } from '@platewise/core'
import { callApi, DEFAULT_TIMEOUT_MS, fetchWithTimeout, jsonHeaders } from '../../lib/api-client'
import { ApiError } from '../../lib/api-error'

export type ChangePasswordBody = RouteBody<typeof accountRoutes.changePassword>
export type DeleteAccountBody = RouteBody<typeof accountRoutes.deleteAccount>

/** The calls of the Settings page, one per route of packages/core's account contract. */
export const accountApi = {
  sessions: (signal?: AbortSignal) =>
    callApi(accountRoutes.sessions, {}, { signal }).then((answer) => answer.sessions),
  revokeOtherSessions: () => callApi(accountRoutes.revokeOtherSessions, {}),
  revokeSession: (id: number) => callApi(accountRoutes.revokeSession, { params: { id } }),
  changePassword: (body: ChangePasswordBody) => callApi(accountRoutes.changePassword, { body }),
  deleteAccount: (body: DeleteAccountBody) => callApi(accountRoutes.deleteAccount, { body }),
}

export type ExportKind = 'json' | 'csv'

const exportRoutes = { json: accountRoutes.export, csv: accountRoutes.exportMealsCsv }

/**
 * Downloads an export as a file. The API wants the bearer token, which a plain
 * link cannot send, so the file is fetched and handed to the browser as a blob.
 */
export async function downloadExport(kind: ExportKind) {
  const response = await fetchWithTimeout(exportRoutes[kind].path, {
    headers: jsonHeaders(false),
    timeoutMs: DEFAULT_TIMEOUT_MS,
  })
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null
    throw new ApiError('http', body?.error ?? response.statusText, { status: response.status })
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1]
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name ?? `platewise-export.${kind}`
  document.body.append(link)
  link.click()
  link.remove()
  // the click has started the download; the blob can go once it has been read
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
