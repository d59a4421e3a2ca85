import { PlatewiseLogo } from '../../ui/logo'
import { focusRing, primaryButton } from './landing-styles'

const sectionLinks = [
  { href: '#how-it-works', label: 'How it works' },
  { href: '#features', label: 'Features' },
  { href: '#community', label: 'Community' },
]

export function LandingNav() {
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200/70 bg-stone-50/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <a href="/" aria-label="Platewise home" className={`rounded-lg ${focusRing}`}>
          <PlatewiseLogo />
        </a>

        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          <ul className="mr-4 hidden items-center gap-1 md:flex">
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className={`rounded-full px-3 py-2 text-sm font-medium text-stone-600 transition-colors hover:text-stone-900 ${focusRing}`}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <a
            href="/login"
            className={`rounded-full px-3 py-2 text-sm font-semibold text-stone-700 transition-colors hover:bg-stone-200/60 hover:text-stone-900 ${focusRing}`}
          >
            Sign In
          </a>
          <a href="/register" className={`${primaryButton} px-4 py-2 text-sm`}>
            Get Started
          </a>
        </nav>
      </div>
    </header>
  )
}
