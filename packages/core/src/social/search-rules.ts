// The limits of people and group search (§5 search rules, §9 page size).

/** §9: the search's page size */
export const SEARCH_PAGE_SIZE = 5
export const SEARCH_MAX_PAGE_SIZE = 50
export const SEARCH_QUERY_MAX_LENGTH = 100

/** The symbols a group shows in place of a picture (§3 Search group result: image). */
export const GROUP_SYMBOLS = ['sprout', 'dumbbell', 'meal-prep', 'mindful', 'group'] as const
export type GroupSymbol = (typeof GROUP_SYMBOLS)[number]
