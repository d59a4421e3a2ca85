/**
 * Query keys of the meal planner, filed under the user (decision 008): the
 * chat lives in the query cache, so it stays while the person moves around the
 * dashboard and goes when they sign out.
 */
export const plannerKeys = {
  all: (userId: number) => ['user', userId, 'planner'] as const,
  chat: (userId: number) => [...plannerKeys.all(userId), 'chat'] as const,
}
