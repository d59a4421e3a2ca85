import type { SearchGroup, SearchUser } from '@platewise/core'

// The header search falls back to these when the search call fails (spec §8
// 'Header search failure'). They are not accounts: their ids are negative, so
// no follow answer or profile link can ever be taken for theirs.

const person = (
  id: number,
  first_name: string,
  last_name: string,
  username: string,
): SearchUser => ({
  id,
  username,
  first_name,
  last_name,
  profile_picture: null,
  posts_count: 0,
  is_following: false,
})

export const SAMPLE_PEOPLE: readonly SearchUser[] = [
  person(-1, 'Ava', 'Martinez', 'ava_eats'),
  person(-2, 'Jordan', 'Lee', 'jordanlifts'),
  person(-3, 'Priya', 'Patel', 'priya.plants'),
  person(-4, 'Sam', 'Okafor', 'sam_runs'),
  person(-5, 'Lena', 'Fischer', 'lenacooks'),
  person(-6, 'Marcus', 'Brown', 'marcus_meals'),
]

export const SAMPLE_GROUPS: readonly SearchGroup[] = [
  {
    id: -1,
    name: 'Plant-Based Beginners',
    description: 'First steps into plant-based eating',
    image: 'sprout',
    members_count: 1284,
    is_member: false,
  },
  {
    id: -2,
    name: 'High Protein Club',
    description: 'Hitting protein goals without the shakes',
    image: 'dumbbell',
    members_count: 3410,
    is_member: false,
  },
  {
    id: -3,
    name: 'Meal Prep Sundays',
    description: 'A week of lunches in one afternoon',
    image: 'meal-prep',
    members_count: 862,
    is_member: false,
  },
  {
    id: -4,
    name: 'Mindful Eating',
    description: 'Slowing down and noticing hunger',
    image: 'mindful',
    members_count: 517,
    is_member: false,
  },
]

const matches = (query: string, ...fields: string[]) => {
  const needle = query.toLowerCase()
  return fields.some((field) => field.toLowerCase().includes(needle))
}

export function samplePeopleMatching(query: string): SearchUser[] {
  return SAMPLE_PEOPLE.filter((sample) =>
    matches(query, `${sample.first_name} ${sample.last_name}`, sample.username),
  )
}

export function sampleGroupsMatching(query: string): SearchGroup[] {
  return SAMPLE_GROUPS.filter((group) => matches(query, group.name))
}
