import type { GroupResult, PersonResult } from './search-api'

// The header search falls back to these when the search call fails (spec §8
// 'Header search failure'); the search API itself arrives with a later issue.

export const SAMPLE_PEOPLE: readonly PersonResult[] = [
  { id: 'sample-person-1', name: 'Ava Martinez', username: 'ava_eats', avatarUrl: null },
  { id: 'sample-person-2', name: 'Jordan Lee', username: 'jordanlifts', avatarUrl: null },
  { id: 'sample-person-3', name: 'Priya Patel', username: 'priya.plants', avatarUrl: null },
  { id: 'sample-person-4', name: 'Sam Okafor', username: 'sam_runs', avatarUrl: null },
  { id: 'sample-person-5', name: 'Lena Fischer', username: 'lenacooks', avatarUrl: null },
  { id: 'sample-person-6', name: 'Marcus Brown', username: 'marcus_meals', avatarUrl: null },
]

export const SAMPLE_GROUPS: readonly GroupResult[] = [
  { id: 'sample-group-1', name: 'Plant-Based Beginners', symbol: 'sprout', memberCount: 1284 },
  { id: 'sample-group-2', name: 'High Protein Club', symbol: 'dumbbell', memberCount: 3410 },
  { id: 'sample-group-3', name: 'Meal Prep Sundays', symbol: 'meal-prep', memberCount: 862 },
  { id: 'sample-group-4', name: 'Mindful Eating', symbol: 'mindful', memberCount: 517 },
]

const matches = (query: string, ...fields: string[]) => {
  const needle = query.toLowerCase()
  return fields.some((field) => field.toLowerCase().includes(needle))
}

export function samplePeopleMatching(query: string): PersonResult[] {
  return SAMPLE_PEOPLE.filter((person) => matches(query, person.name, person.username))
}

export function sampleGroupsMatching(query: string): GroupResult[] {
  return SAMPLE_GROUPS.filter((group) => matches(query, group.name))
}
