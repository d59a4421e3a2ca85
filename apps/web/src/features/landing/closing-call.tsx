import { ArrowRight } from 'lucide-react'
import { focusRingOnDark } from './landing-styles'

export function ClosingCall() {
  return (
    <section aria-labelledby="closing-heading" className="px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-brand-900 px-6 py-14 text-center sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand-700/60 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-28 -left-20 size-72 rounded-full bg-brand-500/25 blur-3xl"
        />
        <h2
          id="closing-heading"
          className="relative text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
        >
          Your next meal is a good place to start.
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-pretty text-brand-100">
          Set your goals in two minutes, log your first plate tonight, and bring a friend along to
          keep each other on track.
        </p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a
            href="/register"
            className={`inline-flex items-center justify-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-brand-900 transition-colors hover:bg-brand-50 ${focusRingOnDark}`}
          >
            Sign Up Free
            <ArrowRight className="size-4" aria-hidden="true" />
          </a>
          <a
            href="/login"
            className={`inline-flex items-center justify-center rounded-full border border-white/30 px-6 py-3 font-semibold text-white transition-colors hover:bg-white/10 ${focusRingOnDark}`}
          >
            Sign In
          </a>
        </div>
      </div>
    </section>
  )
}
