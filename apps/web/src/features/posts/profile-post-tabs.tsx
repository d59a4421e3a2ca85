import { coverageOf, type SocialProfile } from '@platewise/core'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { useUserId } from '../../lib/auth-context'
import { TabList, TabPanel } from '../../ui/tab-list'
import { Spinner } from '../../ui/spinner'
import { PostList } from './post-list'
import { useMergedPosts } from './posts.queries'
import { profilePostQueries } from './profile-posts.queries'
import { LoadMoreButton } from '../../ui/load-more-button'

const TABS = [
  { key: 'posts', label: 'Posts' },
  { key: 'liked', label: 'Liked' },
  { key: 'saved', label: 'Saved' },
] as const
type TabKey = (typeof TABS)[number]['key']

interface ProfilePostsProps {
  profile: SocialProfile
  profileRef: string
  /** When the profile answer (which carries the first page of posts) arrived */
  profileUpdatedAt: number
}

/**
 * Posts, Liked and Saved (§2) as tabs (`TabList`). Only the chosen panel is
 * rendered, so Liked and Saved are asked of the server the first time they
 * are chosen. Saved is one's own: bookmarks are private.
 */
export function ProfilePostTabs({ profile, profileRef, profileUpdatedAt }: ProfilePostsProps) {
  const tabs = profile.is_me ? TABS : TABS.filter((tab) => tab.key !== 'saved')
  const [selected, setSelected] = useState<TabKey>('posts')
  const baseId = useId()

  return (
    <div className="min-w-0">
      <TabList
        label="Profile posts"
        tabs={tabs}
        selected={selected}
        onSelect={setSelected}
        baseId={baseId}
        className="flex gap-1 rounded-2xl border border-stone-200 bg-white p-1 shadow-sm"
        tabClassName={(active) =>
          `flex-1 rounded-xl px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:flex-none sm:px-5 ${
            active ? 'bg-brand-700 text-white shadow-sm' : 'text-stone-600 hover:bg-stone-100'
          }`
        }
      />

      <TabPanel
        baseId={baseId}
        selected={selected}
        className="mt-4 rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
      >
        {selected === 'posts' && (
          <ProfilePosts
            profile={profile}
            profileRef={profileRef}
            profileUpdatedAt={profileUpdatedAt}
          />
        )}
        {selected === 'liked' && <LikedPosts profileRef={profileRef} />}
        {selected === 'saved' && <SavedPosts profileRef={profileRef} />}
      </TabPanel>
    </div>
  )
}

/** The profile's posts: the first page came with the profile, Load more asks for the next. */
function ProfilePosts({ profile, profileRef, profileUpdatedAt }: ProfilePostsProps) {
  const pages = useInfiniteQuery({
    ...profilePostQueries.posts(useUserId(), profileRef),
    initialData: { pages: [profile.posts], pageParams: [undefined] },
    initialDataUpdatedAt: profileUpdatedAt,
  })
  const fromServer = useMemo(() => pages.data.pages.flatMap((page) => page.posts), [pages.data])
  const coverage = useMemo(
    () => coverageOf(fromServer, pages.hasNextPage, pages.dataUpdatedAt),
    [fromServer, pages.hasNextPage, pages.dataUpdatedAt],
  )
  // §4 Merging: one's own profile shows the posts this browser made at once too
  const merged = useMergedPosts(fromServer, coverage)
  const posts = profile.is_me ? merged : fromServer
  return (
    // minmax(0, 1fr): a card's long name, cut with an ellipsis, must not widen the column
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <PostList posts={posts} emptyText="No posts yet" />
      {pages.hasNextPage && (
        <div className="flex flex-col items-center gap-2">
          {pages.isFetchNextPageError && (
            <p className="text-sm text-stone-500">More posts could not be loaded.</p>
          )}
          <LoadMoreButton pages={pages} />
        </div>
      )}
    </div>
  )
}

// §8: liked and saved posts that cannot be loaded show as none
function LikedPosts({ profileRef }: { profileRef: string }) {
  const liked = useQuery(profilePostQueries.liked(useUserId(), profileRef))
  if (liked.isPending) return <ListLoading label="Loading liked posts" />
  return <PostList posts={liked.data ?? []} emptyText="No liked posts yet" />
}

function SavedPosts({ profileRef }: { profileRef: string }) {
  const saved = useQuery(profilePostQueries.saved(useUserId(), profileRef))
  if (saved.isPending) return <ListLoading label="Loading saved posts" />
  return <PostList posts={saved.data ?? []} emptyText="No saved posts yet" />
}

function ListLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-10 text-stone-500">
      <Spinner className="size-5 text-brand-600" />
      <span className="text-sm">{label}...</span>
    </div>
  )
}
