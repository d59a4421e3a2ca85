/** The user object of §3 as the API answers it. It never carries password data. */
export interface User {
  id: number
  email: string
  first_name: string
  last_name: string
  username: string
  profile_picture: string | null
}

export interface AuthResponse {
  token: string
  user: User
}

/** The error shape of every failed API call (DESIGN.md §5). */
export interface ApiErrorBody {
  error: string
  code: string
  fields?: Record<string, string>
}
