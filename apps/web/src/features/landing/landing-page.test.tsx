import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { LandingPage } from './landing-page'

function renderLandingPage() {
  return render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  )
}

describe('LandingPage', () => {
  it('leads with the hero heading as the only h1', () => {
    renderLandingPage()
    const headings = screen.getAllByRole('heading', { level: 1 })
    expect(headings).toHaveLength(1)
    expect(headings[0]).toHaveTextContent('Eat with purpose. Track with friends.')
  })

  it('sends Get Started to /register and Sign In to /login from the hero', () => {
    renderLandingPage()
    const hero = screen.getByRole('region', { name: /eat with purpose/i })
    expect(within(hero).getByRole('link', { name: /get started/i })).toHaveAttribute(
      'href',
      '/register',
    )
    expect(within(hero).getByRole('link', { name: /sign in/i })).toHaveAttribute('href', '/login')
  })

  it('points every sign-up and sign-in link on the page at the right route', () => {
    renderLandingPage()
    const signUpLinks = screen.getAllByRole('link', { name: /get started|sign up free/i })
    const signInLinks = screen.getAllByRole('link', { name: /^sign in$/i })
    expect(signUpLinks.length).toBeGreaterThan(0)
    expect(signInLinks.length).toBeGreaterThan(0)
    for (const link of signUpLinks) expect(link).toHaveAttribute('href', '/register')
    for (const link of signInLinks) expect(link).toHaveAttribute('href', '/login')
  })

  it('explains how it works in three steps', () => {
    renderLandingPage()
    const section = screen.getByRole('region', { name: 'How it works' })
    for (const step of ['Sign up', 'Set goals', 'Track progress']) {
      expect(within(section).getByRole('heading', { level: 3, name: step })).toBeInTheDocument()
    }
  })

  it('presents the three features by their headings', () => {
    renderLandingPage()
    for (const feature of ['AI-powered analysis', 'Smart insights', 'Goal tracking']) {
      expect(screen.getByRole('heading', { level: 3, name: feature })).toBeInTheDocument()
    }
  })

  it('shows the sample dashboard figures and community posts', () => {
    renderLandingPage()
    const demo = screen.getByRole('figure', { name: /sample platewise daily overview/i })
    expect(within(demo).getByText('1,640')).toBeInTheDocument()
    expect(within(demo).getByText(/of 2,100 kcal/)).toBeInTheDocument()
    // figures are written one way across the app: a space before the unit
    expect(within(demo).getByText('162 g')).toBeInTheDocument()
    expect(within(demo).getByText('24 g protein')).toBeInTheDocument()
    const community = screen.getByRole('region', { name: 'Better with friends' })
    expect(within(community).getAllByRole('article')).toHaveLength(3)
  })

  it('keeps the footer links reachable by keyboard', () => {
    renderLandingPage()
    const footer = screen.getByRole('contentinfo')
    for (const label of ['About', 'Privacy', 'Terms', 'Contact']) {
      const link = within(footer).getByRole('button', { name: label })
      link.focus()
      expect(link).toHaveFocus()
    }
    expect(footer).toHaveTextContent('© ')
    expect(footer).toHaveTextContent('Platewise')
  })
})
