import { Spinner } from '../../ui/spinner'

/** A post's comments on their way: their code the first time, then their list. */
export function CommentsLoading() {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-stone-500">
      <Spinner className="size-4 text-brand-600" />
      Loading comments...
    </p>
  )
}
