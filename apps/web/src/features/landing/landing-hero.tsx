import { ArrowRight, Check, Heart } from 'lucide-react'
import { DemoDashboard } from './demo-dashboard'
import { primaryButton, secondaryButton } from './landing-styles'

const reassurances = ['Free to start', 'No credit card', 'Set up in 2 minutes']

export function LandingHero() {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden">
      {/* Soft colour washes behind the hero; clipped by overflow-hidden so phones never scroll sideways. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-40 -left-32 size-[28rem] rounded-full bg-brand-100/70 blur-3xl" />
        <div className="absolute top-1/3 -right-40 size-[32rem] rounded-full bg-amber-100/60 blur-3xl" />
      </div>

      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1fr_minmax(0,30rem)] lg:gap-16 lg:px-8 lg:pt-20 lg:pb-24">
        <div className="max-w-xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white/80 px-3 py-1 text-sm font-medium text-brand-700 shadow-sm">
            <span className="size-1.5 rounded-full bg-amber-500" aria-hidden="true" />
            Nutrition tracking with a social side
          </p>

          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-5xl lg:text-6xl"
          >
            Eat with purpose. <span className="text-brand-700">Track with friends.</span>
          </h1>

          <p className="mt-6 text-lg leading-relaxed text-pretty text-stone-600">
            Tell Platewise what you ate in plain words and get calories, protein, carbs and fat in
            seconds. Set goals that fit your body, watch your week come together, and share the wins
            with people who cheer you on.
          </p>

          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href="/register" className={`${primaryButton} px-6 py-3 text-base`}>
              Get Started
              <ArrowRight className="size-4" aria-hidden="true" />
            </a>
            <a href="/login" className={`${secondaryButton} px-6 py-3 text-base`}>
              Sign In
            </a>
          </div>

          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm text-stone-600">
            {reassurances.map((item) => (
              <li key={item} className="inline-flex items-center gap-1.5">
                <Check className="size-4 text-brand-600" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>

        <div className="relative mx-auto w-full max-w-md lg:max-w-none">
          <DemoDashboard />
          <FriendNudge />
        </div>
      </div>
    </section>
  )
}

// A floating notification that hints at the social layer; decorative, wide screens only.
function FriendNudge() {
  return (
    <div
      aria-hidden="true"
      className="absolute -bottom-6 -left-10 hidden items-center gap-3 rounded-2xl border border-stone-200 bg-white px-4 py-3 shadow-lg shadow-stone-900/10 lg:flex"
    >
      <span className="flex size-9 items-center justify-center rounded-full bg-rose-100 text-rose-600">
        <Heart className="size-4 fill-current" />
      </span>
      <span className="text-sm">
        <span className="font-semibold text-stone-900">Sofia</span>
        <span className="text-stone-600"> liked your dinner</span>
      </span>
    </div>
  )
}
