import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderDashboard } from './render-dashboard.test-helper'

const menuButton = () => screen.findByRole('button', { name: 'Profile menu' })

describe('Profile menu', () => {
  it('offers the four items and moves through them with the arrow keys', async () => {
    renderDashboard('/dashboard/feed')
    const button = await menuButton()
    expect(button).toHaveAttribute('aria-haspopup', 'menu')

    await userEvent.click(button)
    const items = screen.getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Find Friends',
      'My Profile',
      'Settings',
      'Logout',
    ])
    expect(items[0]).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}')
    expect(items[3]).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    expect(items[1]).toHaveFocus()

    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
  })

  it('only closes for Find Friends and Settings', async () => {
    renderDashboard('/dashboard/overview')
    for (const name of ['Find Friends', 'Settings']) {
      await userEvent.click(await menuButton())
      await userEvent.click(screen.getByRole('menuitem', { name }))
      expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    }
    expect(screen.getByRole('link', { current: 'page' })).toHaveAccessibleName('Overview')
  })

  it('opens the profile from My Profile', async () => {
    renderDashboard('/dashboard/feed')
    await userEvent.click(await menuButton())
    await userEvent.click(screen.getByRole('menuitem', { name: 'My Profile' }))
    expect(screen.getByRole('link', { current: 'page' })).toHaveAccessibleName('Profile')
  })

  it('logs out and goes to the login page', async () => {
    renderDashboard('/dashboard/feed')
    await userEvent.click(await menuButton())
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }))
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument()
    expect(localStorage.getItem('authData')).toBeNull()
  })
})
