/** §7: sharing a post (a photo may travel with it) waits up to 45 s. */
export const CREATE_POST_TIMEOUT_MS = 45_000
