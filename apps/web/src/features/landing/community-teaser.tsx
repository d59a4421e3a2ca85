import { formatAmount } from '@platewise/core'
import { Bookmark, Heart, MessageCircle } from 'lucide-react'
import { type SamplePost, samplePosts } from './sample-data'
import { LandingSection } from './landing-section'

const avatarColours = [
  'bg-brand-100 text-brand-900',
  'bg-amber-100 text-amber-900',
  'bg-sky-100 text-sky-900',
]

export function CommunityTeaser() {
  return (
    <LandingSection
      id="community"
      eyebrow="Community"
      title="Better with friends"
      intro="Share a plate, trade ideas and cheer each other on. Every post can carry the meal’s numbers, so inspiration comes with the macros attached."
      className="border-t border-stone-200 bg-white"
    >
      <ul className="mx-auto mt-14 grid max-w-xl gap-6 lg:max-w-none lg:grid-cols-3">
        {samplePosts.map((post, index) => (
          <li key={post.id}>
            <PostCard post={post} avatarClass={avatarColours[index % avatarColours.length] ?? ''} />
          </li>
        ))}
      </ul>
    </LandingSection>
  )
}

function PostCard({ post, avatarClass }: { post: SamplePost; avatarClass: string }) {
  const name = `${post.firstName} ${post.lastName}`
  const chips = [
    formatAmount(post.meal.calories, 'kcal'),
    `${formatAmount(post.meal.protein, 'g')} protein`,
    `${formatAmount(post.meal.carbs, 'g')} carbs`,
    `${formatAmount(post.meal.fat, 'g')} fat`,
  ]
  return (
    <article
      aria-label={`Sample post by ${name}`}
      className="flex h-full flex-col rounded-3xl border border-stone-200 bg-stone-50/60 p-5 sm:p-6"
    >
      <header className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={`flex size-11 shrink-0 items-center justify-center rounded-full text-sm font-bold ${avatarClass}`}
        >
          {post.firstName.charAt(0)}
          {post.lastName.charAt(0)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-stone-900">{name}</p>
          <p className="truncate text-sm text-stone-500">
            @{post.username} · {post.postedAgo}
          </p>
        </div>
      </header>

      <p className="mt-4 flex-1 leading-relaxed text-stone-700">{post.content}</p>

      <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Meal data">
        {chips.map((chip) => (
          <li
            key={chip}
            className="rounded-full border border-brand-100 bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-900"
          >
            {chip}
          </li>
        ))}
      </ul>

      <div className="mt-5 flex items-center gap-5 border-t border-stone-200 pt-4 text-sm text-stone-600">
        <span className="inline-flex items-center gap-1.5">
          <Heart className="size-4" aria-hidden="true" />
          {post.likes}
          <span className="sr-only">likes</span>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <MessageCircle className="size-4" aria-hidden="true" />
          {post.comments}
          <span className="sr-only">comments</span>
        </span>
        <Bookmark className="ml-auto size-4" aria-hidden="true" />
      </div>
    </article>
  )
}
