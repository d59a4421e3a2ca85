import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PlatewiseLogo } from '../../ui/logo'

/** The centred card that frames the register and login pages. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle: ReactNode
  children: ReactNode
}) {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 via-stone-50 to-stone-50 px-4 py-8 sm:py-14">
      <div className="mx-auto w-full max-w-md">
        <header className="mb-8">
          <Link
            to="/"
            className="mx-auto flex w-fit rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <PlatewiseLogo />
          </Link>
        </header>
        <main className="rounded-3xl border border-stone-200 bg-white p-6 shadow-xl shadow-stone-200/60 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-stone-900">{title}</h1>
          <p className="mt-1.5 text-sm text-stone-600">{subtitle}</p>
          <div className="mt-6">{children}</div>
        </main>
      </div>
    </div>
  )
}
