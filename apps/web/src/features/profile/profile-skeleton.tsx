const Bone = ({ className }: { className: string }) => (
  <div className={`animate-pulse rounded-2xl bg-stone-200/70 ${className}`} />
)

/** The profile's layout in grey while it loads, so nothing jumps when it arrives. */
export function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading profile" className="grid gap-6">
      <div className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <Bone className="size-20 shrink-0 rounded-full sm:size-24" />
          <div className="grid flex-1 gap-2">
            <Bone className="h-7 w-48 rounded-lg" />
            <Bone className="h-4 w-28 rounded-md" />
            <Bone className="h-4 w-full max-w-md rounded-md" />
          </div>
          <Bone className="h-10 w-32 rounded-xl" />
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
