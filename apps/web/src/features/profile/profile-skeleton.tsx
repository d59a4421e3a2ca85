const Bone = ({ className }: { className: string }) => (
  <div className={`animate-pulse rounded-2xl bg-stone-200/70 ${className}`} />
)

/** The profile's layout in grey while it loads, so nothing jumps when it arrives. */
export function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading profile" className="grid gap-6">
      <div className="overflow-hidden rounded-3xl border border-stone-200 bg-white shadow-sm">
        <div className="h-20 animate-pulse bg-stone-200/70 sm:h-28" />
        <div className="px-5 pb-5 sm:px-7 sm:pb-6">
          <div className="flex items-end justify-between gap-3">
            <div className="-mt-10 size-20 rounded-full bg-stone-200 ring-4 ring-white sm:-mt-12 sm:size-24" />
            <Bone className="h-10 w-36 rounded-xl" />
          </div>
          <div className="mt-3 grid gap-2">
            <Bone className="h-7 w-48 rounded-lg" />
            <Bone className="h-4 w-28 rounded-md" />
            <Bone className="mt-2 h-4 w-full max-w-md rounded-md" />
            <Bone className="mt-3 h-16 w-full max-w-md" />
          </div>
        </div>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="grid gap-6">
          <Bone className="h-36" />
          <Bone className="h-52" />
          <Bone className="h-80" />
        </div>
        <div className="grid gap-4">
          <Bone className="h-11 w-72 rounded-xl" />
          <Bone className="h-40" />
          <Bone className="h-40" />
        </div>
      </div>
    </div>
  )
}
