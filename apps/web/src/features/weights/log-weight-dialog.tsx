import { zodResolver } from '@hookform/resolvers/zod'
import { measureUnit, weightFormSchema, type IsoDate, type UnitSystem } from '@platewise/core'
import { useForm } from 'react-hook-form'
import { errorMessage } from '../../lib/api-error'
import { sameNames, setServerFieldErrors } from '../../lib/form-errors'
import { centreRefusedField, fieldProps } from '../../lib/form-field'
import { useSaveWeight, WEIGHT_FEEDBACK } from '../../lib/weights/use-weight-mutations'
import { Alert } from '../../ui/alert'
import { FormActions } from '../../ui/form-actions'
import { ModalDialog } from '../../ui/modal-dialog'
import { TextField } from '../../ui/text-field'

/**
 * Log weight (issue 27): a day (today unless changed) and the weight in the
 * person's units, checked by core's form schema and sent in pounds. A day that
 * has a weight gets this one instead; today's is the profile's weight too.
 */
export function LogWeightDialog({
  today,
  units,
  onClose,
  onSaved,
}: {
  today: IsoDate
  units: UnitSystem
  onClose(): void
  onSaved(message: string): void
}) {
  const form = useForm({
    defaultValues: { date: today, weight: '' },
    resolver: zodResolver(weightFormSchema(units, today)),
    reValidateMode: 'onSubmit',
  })
  const save = useSaveWeight(today)
  const field = fieldProps(form)
  const unit = measureUnit('weight', units)
  const failure = save.isError && !form.formState.errors.date && !form.formState.errors.weight

  const submit = form.handleSubmit(
    (entry) =>
      save.mutate(entry, {
        onSuccess: (answer) => {
          onSaved(
            answer.profile_weight_updated ? WEIGHT_FEEDBACK.savedToday : WEIGHT_FEEDBACK.saved,
          )
          onClose()
        },
        onError: (refusal) =>
          setServerFieldErrors(refusal, sameNames(['date', 'weight']), form.setError),
      }),
    centreRefusedField,
  )

  return (
    <ModalDialog
      title="Log weight"
      onClose={() => !save.isPending && onClose()}
      initialFocus="input[name=weight]"
      width="max-w-sm"
      dirty={form.formState.isDirty && !save.isSuccess}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4 px-5 py-4">
        <TextField label="Day" type="date" max={today} {...field('date')} />
        <TextField
          label={`Weight (${unit.symbol})`}
          inputMode="decimal"
          autoComplete="off"
          hint={`In ${unit.words}. A day that has a weight gets this one instead.`}
          {...field('weight')}
        />
        {failure && (
          <Alert tone="error">{errorMessage(save.error, WEIGHT_FEEDBACK.saveFailed)}</Alert>
        )}
        <FormActions
          busy={save.isPending}
          onCancel={onClose}
          submitLabel="Save weight"
          busyLabel="Saving..."
        />
      </form>
    </ModalDialog>
  )
}
