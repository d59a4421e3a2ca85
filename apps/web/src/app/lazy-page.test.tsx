import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { lazyPage, PageCodeError } from './lazy-page'

// A module that arrives when the test says so, as a chunk over a slow network would.
function slowModule() {
  let arrive!: () => void
  let loads = 0
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  const load = async () => {
    loads += 1
    await arrived
    return { GreetingPage: ({ name }: { name: string }) => <h1>Hello {name}</h1> }
  }
  return { load, arrive, loads: () => loads }
}

describe('lazyPage', () => {
  it('shows the fallback until the code arrives, then the page with its props', async () => {
    const module = slowModule()
    const GreetingPage = lazyPage(module.load, 'GreetingPage')
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <GreetingPage name="Maya" />
      </Suspense>,
    )
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    module.arrive()
    expect(await screen.findByRole('heading', { name: 'Hello Maya' })).toBeInTheDocument()
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument()
  })

  it('renders a preloaded page at once, and fetches its code only once', async () => {
    const module = slowModule()
    const GreetingPage = lazyPage(module.load, 'GreetingPage')
    const preloading = GreetingPage.preload()
    void GreetingPage.preload()
    module.arrive()
    await preloading
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <GreetingPage name="Daniel" />
      </Suspense>,
    )
    expect(screen.getByRole('heading', { name: 'Hello Daniel' })).toBeInTheDocument()
    expect(module.loads()).toBe(1)
  })

  it('says which page failed to arrive, and asks for its code again after a failed fetch', async () => {
    let attempts = 0
    const GreetingPage = lazyPage(async () => {
      attempts += 1
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return { GreetingPage: () => <h1>Hello again</h1> }
    }, 'GreetingPage')
    const failure = GreetingPage.preload()
    await expect(failure).rejects.toBeInstanceOf(PageCodeError)
    await expect(failure).rejects.toMatchObject({
      cause: { message: 'Failed to fetch dynamically imported module' },
    })
    await GreetingPage.preload()
    render(<GreetingPage />)
    expect(screen.getByRole('heading', { name: 'Hello again' })).toBeInTheDocument()
  })
})
