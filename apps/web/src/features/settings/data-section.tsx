import { useMutation } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'
import { errorMessage } from '../../lib/api-error'
import { downloadExport, type ExportKind } from './account-api'
import { SettingsSection } from './settings-section'

const downloads: { kind: ExportKind; label: string }[] = [
  { kind: 'json', label: 'Download my data' },
  { kind: 'csv', label: 'Download meals (CSV)' },
]

/** Settings › Your data: everything as JSON, and the meals as a spreadsheet. */
export function DataSection() {
  const download = useMutation({ mutationFn: downloadExport })
  return (
    <SettingsSection
      title="Your data"
      description="Everything you have put into Platewise, as a JSON file; your meals also as a CSV file for spreadsheets."
    >
      <div className="flex flex-wrap gap-2">
        {downloads.map(({ kind, label }) => {
          const busy = download.isPending && download.variables === kind
          return (
            <Button
              key={kind}
              variant="secondary"
              disabled={download.isPending}
              aria-busy={busy}
              onClick={() => download.mutate(kind)}
            >
              {busy ? <Spinner className="size-4" /> : <Download className="size-4" aria-hidden />}
              {label}
            </Button>
          )
        })}
      </div>
      {download.isError && (
        <Alert tone="error" className="mt-4">
          {errorMessage(download.error, 'Your data could not be downloaded. Please try again.')}
        </Alert>
      )}
    </SettingsSection>
  )
}
