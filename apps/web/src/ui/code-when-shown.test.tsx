import { act, render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { codeWhenShown } from './code-when-shown'

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>

// a suspended component is drawn again only once its act scope is awaited
const draw = async (element: ReactElement) => {
  let drawn: ReturnType<typeof render> | undefined
  await act(async () => {
    drawn = render(element)
  })
  return drawn!
}

describe('codeWhenShown', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('holds the place with the fallback until the code is here, then draws at once every time', async () => {
    let arrive: (component: typeof Greeting) => void = () => {}
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)))
    const Shown = codeWhenShown(load, 'Could not load the greeting.')
    await draw(<Shown fallback={<p>Loading...</p>} name="Maya" />)
    expect(screen.getByText('Loading...')).toBeInTheDocument()

    await act(async () => arrive(Greeting))
    expect(screen.getByText('Hello Maya')).toBeInTheDocument()
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument()

    // another one, once the code is here: no fallback, no second load
    await draw(<Shown fallback={<p>Loading again...</p>} name="Sam" />)
    expect(screen.getByText('Hello Sam')).toBeInTheDocument()
    expect(screen.queryByText('Loading again...')).not.toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('says when the code did not arrive, and Retry asks for it again in place', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Greeting)
    const Shown = codeWhenShown(load, 'Could not load the greeting.')
    await draw(<Shown fallback={<p>Loading...</p>} name="Maya" />)

    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the greeting.')
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click())
    expect(screen.getByText('Hello Maya')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('asks again when drawn after a preload that failed, instead of showing that failure', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Greeting)
    const Shown = codeWhenShown(load, 'Could not load the greeting.')
    Shown.preload()
    await act(async () => {})
    await draw(<Shown fallback={<p>Loading...</p>} name="Maya" />)
    expect(await screen.findByText('Hello Maya')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('tries again for one drawn after a failed load, instead of showing the failure', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Greeting)
    const Shown = codeWhenShown(load, 'Could not load the greeting.')
    const failed = await draw(<Shown fallback={<p>Loading...</p>} name="Maya" />)
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the greeting.')
    failed.unmount()

    await draw(<Shown fallback={<p>Loading...</p>} name="Sam" />)
    expect(screen.getByText('Hello Sam')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
