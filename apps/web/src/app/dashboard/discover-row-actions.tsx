import type { DiscoverRowActions } from '../../features/discover/discover-row-actions'
import { GroupJoinButton } from '../../features/groups/join-button'
import { FollowButton } from '../../features/profile/follow-button'

/** Discover's rows end with the profile's Follow and the groups' Join (§2). */
export const discoverRowActions: DiscoverRowActions = {
  person: (person, describedBy) => (
    <FollowButton person={person} following={person.is_following} describedBy={describedBy} />
  ),
  group: (group, describedBy, onNavigate) => (
    <GroupJoinButton group={group} describedBy={describedBy} onNavigate={onNavigate} />
  ),
}
