import { DataSection } from './data-section'
import { DeleteAccountSection } from './delete-account-section'
import { FoodWordsSection } from './food-words-section'
import { NotificationsSection } from './notifications-section'
import { PasswordSection } from './password-section'
import { SessionsSection } from './sessions-section'
import { UnitsSection } from './units-section'

/** /dashboard/settings: one's sessions, password, data and account (issue 15). */
export function SettingsPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">Settings</h1>
        <p className="mt-1 text-sm text-pretty text-stone-600">
          Your food words and units, your notifications, your sessions, your password, and your
          data.
        </p>
      </div>
      <FoodWordsSection />
      <UnitsSection />
      <NotificationsSection />
      <SessionsSection />
      <PasswordSection />
      <DataSection />
      <DeleteAccountSection />
    </div>
  )
}
