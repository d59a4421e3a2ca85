import { DiscoverDialog } from '../../features/discover/discover-dialog'
import { discoverRowActions } from './discover-row-actions'

/**
 * Discover People & Groups with the app's Follow and Join in its rows: a chunk
 * of its own, fetched when it is first opened, so the feed's first load does
 * not carry it.
 */
export function DiscoverModal({ onClose }: { onClose(): void }) {
  return <DiscoverDialog onClose={onClose} actions={discoverRowActions} />
}
