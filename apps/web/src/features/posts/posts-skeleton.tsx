import { Bone, BoneHeading } from '../../ui/feed-card'

/** Post cards in grey, the height of real ones, while a list's first page loads; the first with a photo's frame if asked. */
export function PostsSkeleton({ count, photo = false }: { count: number; photo?: boolean }) {
  return (
    <div role="status" aria-label="Loading posts" className="space-y-4">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
          <BoneHeading picture="size-10 rounded-full" title="h-3.5 w-32" subtitle="h-3 w-20" />
          <Bone className="mt-4 h-3.5 w-full" />
          <Bone className="mt-2 h-3.5 w-2/3" />
          {photo && index === 0 && <Bone className="mt-4 aspect-[4/3] w-full rounded-xl" />}
        </div>
      ))}
    </div>
  )
}
