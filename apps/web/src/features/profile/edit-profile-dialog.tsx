import { zodResolver } from '@hookform/resolvers/zod'
import {
  editProfileFormSchema,
  editProfileInputOf,
  editValuesOf,
  measureUnit,
  PROFILE_LIMITS,
  type EditProfileValues,
  type SocialProfile,
} from '@platewise/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ImageUp, X } from 'lucide-react'
import {
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useAuth, useUserId } from '../../lib/auth-context'
import { errorMessage, isApiError } from '../../lib/api-error'
import { setServerFieldErrors } from '../../lib/form-errors'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { FormActions } from '../../ui/form-actions'
import { controlClasses, FieldMessage, TextField } from '../../ui/text-field'
import { ModalDialog } from '../../ui/modal-dialog'
import { SelectField } from '../../ui/select-field'
import { ACTIVITY_CHOICES } from '../../ui/activity-choices'
import { profileKeys } from '../../lib/profile/profile-calls'
import { profileSaveErrorMessage } from '../../lib/profile/profile-save-error'
import { PreparingPhoto } from '../../ui/photo-controls'
import { postKeys } from '../../lib/posts/post-keys'
import { usePhotoChoice, type ChosenPhoto } from '../../hooks/use-photo-choice'
import {
  hasEditProfileChanges,
  isEditProfileField,
  type EditProfileField,
} from './edit-profile-values'
import type { EditFocus } from '../../lib/profile/edit-profile-link'
import { PlanRecalculator } from './plan-recalculator'
import { ProfileAvatar } from '../../ui/profile-avatar'
import { socialProfileApi } from './social-profile-api'
import { centreRefusedField, fieldProps } from '../../lib/form-field'
import { NameFields } from '../../ui/person-fields'
import { useUnitSystem } from '../../lib/account/preferences'

const INITIAL_FOCUS: Record<EditFocus, string> = {
  profile: '[name="first_name"]',
  goals: '[name="daily_calories"]',
}

const UPLOAD_FAILED = 'Could not upload the picture. Please check your connection and try again.'

/** The upload failed, not the save: its message belongs beside the picture. */
class AvatarUploadError extends Error {
  constructor(readonly reason: unknown) {
    super(errorMessage(reason, UPLOAD_FAILED))
  }
}

/**
 * The Edit Profile modal (§2, §5): names, username, bio, activity level,
 * goals, weights and the picture. The form is checked by the server's own
 * schema first; the server's field messages show beside the fields. On
 * success the signed-in user (the header's name and picture), the goals
 * every screen reads, and every list of posts (authors' names) are refreshed.
 */
export function EditProfileDialog({
  profile,
  profileRef,
  focus,
  onClose,
}: {
  profile: SocialProfile
  profileRef: string
  focus: EditFocus
  onClose(): void
}) {
  const userId = useUserId()
  const { updateUser } = useAuth()
  const queryClient = useQueryClient()
  // weights and height in the person's units (Settings › Units), sent in the spec's
  // (the choice may arrive after the dialog opens in the browser's guess: the
  // fields then refill, keeping whatever the person has typed)
  const units = useUnitSystem()
  const initial = useMemo(() => editValuesOf(profile, units), [profile, units])
  const form = useForm<EditProfileValues>({
    values: initial,
    resetOptions: { keepDirtyValues: true },
    // the body is the fields as typed (editProfileInputOf); the server's schema parses it
    resolver: zodResolver(editProfileFormSchema, undefined, { raw: true }),
    // checked on Save; a field's message goes once it is edited, as on the other forms (§5)
    reValidateMode: 'onSubmit',
  })
  const { handleSubmit, setError, clearErrors, setValue, control } = form
  const field = fieldProps(form)
  // the bio's count and the plan's inputs follow the fields as they are typed
  const values = { ...initial, ...useWatch({ control }) }
  const [imageError, setImageError] = useState<string>()
  const [formError, setFormError] = useState<string>()
  // checked and made small enough when chosen, as a post's photo is
  const picture = usePhotoChoice(
    useCallback((message: string | null) => setImageError(message ?? undefined), []),
  )
  const image = picture.photo
  const fileInput = useRef<HTMLInputElement>(null)

  const save = useMutation({
    mutationFn: async (changes: Parameters<typeof socialProfileApi.edit>[0]) => {
      if (image) {
        const picture = await socialProfileApi
          .uploadAvatar(image.file)
          .catch((reason: unknown) => Promise.reject(new AvatarUploadError(reason)))
        updateUser({ profile_picture: picture })
      }
      return socialProfileApi.edit(changes)
    },
    onSuccess: (answer) => {
      const { first_name, last_name, username, profile_picture } = answer.user
      updateUser({ first_name, last_name, username, profile_picture })
      queryClient.setQueryData(postKeys.profile(userId, profileRef), answer)
      // the overview's goals, and the author names on every post
      void queryClient.invalidateQueries({ queryKey: profileKeys.all(userId) })
      void queryClient.invalidateQueries({ queryKey: postKeys.all(userId) })
      onClose()
    },
    onError: (error) => {
      console.warn('Could not save the profile', error)
      if (error instanceof AvatarUploadError) {
        setImageError(error.message)
        void queryClient.invalidateQueries({ queryKey: postKeys.all(userId) })
        return
      }
      clearErrors()
      const beside = setServerFieldErrors(
        error,
        (name) => (isEditProfileField(name) ? name : undefined),
        setError,
      )
      const fields = isApiError(error) ? Object.entries(error.fields ?? {}) : []
      const elsewhere = fields.find(([name]) => !isEditProfileField(name))
      setFormError(
        beside && !elsewhere ? undefined : (elsewhere?.[1] ?? profileSaveErrorMessage(error)),
      )
    },
  })

  function chooseImage(file: File | undefined) {
    // the same file can be chosen again after a refusal or Remove
    if (fileInput.current) fileInput.current.value = ''
    if (file) picture.chooseFile(file)
  }

  function removeImage() {
    picture.removePhoto()
    setImageError(undefined)
  }

  function submit() {
    // a chosen picture is still being made ready: the save waits for it
    if (picture.preparing) return
    setFormError(undefined)
    void handleSubmit(
      (typed) => save.mutate(editProfileInputOf(typed, initial)),
      // in the dialog focus alone leaves a goal below the fold on a phone: it is brought
      // into view, as the dialog does on opening
      centreRefusedField,
    )()
  }

  const numberField = (name: EditProfileField) => ({
    ...field(name),
    type: 'number',
    inputMode: 'numeric' as const,
    min: 0,
    step: 1,
  })
  // a kilogram is over two pounds: metric weights take a tenth
  const measureField = (name: 'weight' | 'target_weight' | 'height') =>
    initial.units === 'metric' && name !== 'height'
      ? { ...numberField(name), inputMode: 'decimal' as const, step: 0.1 }
      : numberField(name)
  const weightUnit = measureUnit('weight', initial.units).symbol
  const heightUnit = measureUnit('height', initial.units).symbol

  return (
    <ModalDialog
      title="Edit Profile"
      onClose={() => {
        // a save under way finishes first: closing now would hide its outcome
        if (!save.isPending) onClose()
      }}
      initialFocus={INITIAL_FOCUS[focus]}
      width="max-w-xl"
      dirty={hasEditProfileChanges(initial, values) || image !== null}
    >
      <form
        noValidate
        aria-label="Edit Profile"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <div className="grid gap-6 px-5 py-5">
          <Section title="About you">
            <AvatarField
              profile={profile}
              chosen={image}
              preparing={picture.preparing}
              onUnreadable={picture.previewFailed}
              error={imageError}
              inputRef={fileInput}
              onChoose={chooseImage}
              onRemove={removeImage}
            />
            <NameFields
              firstName={{ label: 'First name', ...field('first_name') }}
              lastName={{ label: 'Last name', ...field('last_name') }}
              username={{ label: 'Username', ...field('username') }}
            />
            <BioField length={values.bio.length} {...field('bio')} />
          </Section>

          <Section title="Activity and goals">
            <SelectField
              label="Activity level"
              options={ACTIVITY_OPTIONS}
              {...field('activity_level')}
            />
            <div className="grid grid-cols-2 gap-4">
              <TextField label="Daily calories (kcal)" {...numberField('daily_calories')} />
              <TextField label="Daily protein (g)" {...numberField('daily_protein')} />
            </div>
          </Section>

          <Section title="Weight">
            <div className="grid grid-cols-2 gap-4">
              <TextField label={`Weight (${weightUnit})`} {...measureField('weight')} />
              <TextField
                label={`Target weight (${weightUnit})`}
                {...measureField('target_weight')}
              />
            </div>
            <div className="grid grid-cols-3 gap-4">
              <TextField label={`Height (${heightUnit})`} {...measureField('height')} />
              <TextField label="Age" {...numberField('age')} />
              <SelectField label="Gender" options={GENDER_OPTIONS} {...field('gender')} />
            </div>
            <PlanRecalculator
              values={values}
              onUse={(goals) => {
                setValue('daily_calories', String(goals.daily_calories))
                setValue('daily_protein', String(goals.daily_protein))
                clearErrors(['daily_calories', 'daily_protein'])
              }}
            />
          </Section>

          {formError && <Alert tone="error">{formError}</Alert>}
        </div>

        <FormActions
          busy={save.isPending}
          onCancel={onClose}
          submitLabel="Save Changes"
          busyLabel="Saving..."
          submitDisabled={picture.preparing}
          className="sticky bottom-0 flex justify-end gap-2 border-t border-stone-100 bg-white px-5 py-4"
        />
      </form>
    </ModalDialog>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-3 text-xs font-semibold tracking-wide text-stone-500 uppercase">
        {title}
      </legend>
      {children}
    </fieldset>
  )
}

function AvatarField({
  profile,
  chosen,
  preparing,
  error,
  inputRef,
  onChoose,
  onRemove,
  onUnreadable,
}: {
  profile: SocialProfile
  chosen: ChosenPhoto | null
  preparing: boolean
  error?: string
  inputRef: RefObject<HTMLInputElement | null>
  onChoose(file: File | undefined): void
  onRemove(): void
  onUnreadable(): void
}) {
  const id = useId()
  const messageId = `${id}-message`
  return (
    <div className="flex items-center gap-4">
      {chosen?.preview ? (
        <img
          src={chosen.preview}
          alt="Preview of your new profile picture"
          onError={onUnreadable}
          className="size-16 shrink-0 rounded-full object-cover ring-2 ring-brand-600"
        />
      ) : (
        <ProfileAvatar user={profile.user} className="size-16 text-2xl" />
      )}
      <div className="min-w-0 flex-1">
        <label
          htmlFor={id}
          className="mb-1.5 flex items-center gap-1.5 text-sm font-medium text-stone-700"
        >
          <ImageUp className="size-4" aria-hidden />
          Profile picture
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept="image/*"
            aria-invalid={error ? true : undefined}
            aria-describedby={messageId}
            onChange={(event) => onChoose(event.target.files?.[0])}
            className="block w-full max-w-xs text-sm text-stone-600 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
          />
          {chosen && (
            <Button variant="ghost" onClick={onRemove} className="px-2.5 py-1.5">
              <X className="size-4" aria-hidden />
              Remove
            </Button>
          )}
        </div>
        {preparing ? (
          <div className="mt-1.5">
            <PreparingPhoto />
          </div>
        ) : (
          <FieldMessage
            id={messageId}
            error={error}
            hint={
              chosen && !chosen.preview
                ? `${chosen.file.name}: no preview in this browser; it will be sent as it is.`
                : 'An image file: JPEG, PNG, WebP, GIF, HEIC or AVIF'
            }
          />
        )}
      </div>
    </div>
  )
}

function BioField({
  length,
  error,
  ...textarea
}: ComponentProps<'textarea'> & { length: number; error?: string }) {
  const id = useId()
  const max = PROFILE_LIMITS.bio
  const over = length > max
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-stone-700">
          Bio
        </label>
        <span
          id={`${id}-count`}
          className={`text-xs tabular-nums ${over ? 'font-semibold text-red-600' : 'text-stone-500'}`}
        >
          {length}/{max} characters
        </span>
      </div>
      <textarea
        {...textarea}
        id={id}
        rows={3}
        placeholder="A line about you and your goals"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-message` : ''}`}
        className={`${controlClasses(error)} resize-y`}
      />
      <FieldMessage id={`${id}-message`} error={error} />
    </div>
  )
}

const NOT_SET = { value: '', label: 'Not set' }
const GENDER_OPTIONS = [
  NOT_SET,
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
]
const ACTIVITY_OPTIONS = [NOT_SET, ...ACTIVITY_CHOICES]
