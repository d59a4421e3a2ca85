import { PlatewiseLogo } from '../../ui/logo'
import { focusRing } from './landing-styles'

// These pages do not exist yet; the links are buttons that do nothing but stay reachable by keyboard.
const footerLinks = ['About', 'Privacy', 'Terms', 'Contact']

export function LandingFooter() {
  return (
    <footer className="border-t border-stone-200 bg-stone-100/70">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div>
          <PlatewiseLogo />
          <p className="mt-2 text-sm text-stone-600">Eat with purpose. Track with friends.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="-mx-2 flex flex-wrap gap-x-2 gap-y-1">
            {footerLinks.map((label) => (
              <li key={label}>
                <button
                  type="button"
                  className={`rounded-md px-2 py-1 text-sm font-medium text-stone-600 transition-colors hover:text-stone-900 ${focusRing}`}
                >
                  {label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-stone-200">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-stone-600 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} Platewise. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
