import { Link } from 'react-router'
import { groupPath } from '../../lib/group-path'

/** A group's name in a panel's list, a link to its page; its title shows a name cut short in full. */
export function GroupNameLink({ group }: { group: { id: number; name: string } }) {
  return (
    <Link
      to={groupPath(group.id)}
      title={group.name}
      className="rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {group.name}
    </Link>
  )
}
