import { errorMessage } from '../../lib/api-error'
import { Alert } from '../../ui/alert'

/**
 * What a Settings choice that the browser answers until the person makes it
 * (food words, units) says under its options: where the answer comes from
 * while nothing is chosen, that a choice was saved, or that it was not.
 */
export function PreferenceOutcome({
  chosen,
  pending,
  browserSource,
  savedMessage,
  error,
}: {
  chosen: boolean
  pending: boolean
  /** What of the browser decides until then: 'language', 'region' */
  browserSource: string
  /** The last saved choice in words, or null before one */
  savedMessage: string | null
  error: unknown
}) {
  return (
    <>
      {!chosen && !pending && (
        <p className="text-sm text-stone-600">
          Taken from your browser’s {browserSource} until you choose.
        </p>
      )}
      {savedMessage && !pending && <Alert tone="success">{savedMessage}</Alert>}
      {error != null && (
        <Alert tone="error">
          {errorMessage(error, 'Your choice could not be saved. Please try again.')}
        </Alert>
      )}
    </>
  )
}
