import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderDashboard } from '../../test/render-dashboard'

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

  it('opens the Settings page from Settings', async () => {
    renderDashboard('/dashboard/overview')
    await userEvent.click(await menuButton())
    await userEvent.click(screen.getByRole('menuitem', { name: 'Settings' }))
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument()
  })

  it('opens Discover People & Groups from Find Friends, and gives the focus back when it closes', async () => {
    renderDashboard('/dashboard/overview')
    const button = await menuButton()
    await userEvent.click(button)
    await userEvent.click(screen.getByRole('menuitem', { name: 'Find Friends' }))
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    const dialog = await screen.findByRole('dialog', { name: 'Discover People & Groups' })
    expect(within(dialog).getByRole('searchbox')).toHaveFocus()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
    expect(screen.getByRole('link', { current: 'page' })).toHaveAccessibleName('Overview')
  })

  it('opens the profile from My Profile', async () => {
    renderDashboard('/dashboard/feed')
    await userEvent.click(await menuButton())
    await userEvent.click(screen.getByRole('menuitem', { name: 'My Profile' }))
    await waitFor(() =>
      expect(screen.getByRole('link', { current: 'page' })).toHaveAccessibleName('Profile'),
    )
  })

  it('logs out and goes to the login page', async () => {
    renderDashboard('/dashboard/feed')
    await userEvent.click(await menuButton())
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }))
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument()
    expect(localStorage.getItem('authData')).toBeNull()
  })

  // The WAI-ARIA APG menu button: https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/
  describe('from the keyboard', () => {
    /** The feed with the focus on the menu button, and a user to press keys. */
    async function focusMenuButton() {
      const user = userEvent.setup()
      renderDashboard('/dashboard/feed')
      const button = await menuButton()
      button.focus()
      return { user, button }
    }
    const items = () => screen.getAllByRole('menuitem')
    const menuIsClosed = () => {
      expect(screen.queryByRole('menu')).not.toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Profile menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      )
    }

    it.each(['{Enter}', ' ', '{ArrowDown}'])('opens with %s on the first item', async (key) => {
      const { user, button } = await focusMenuButton()
      await user.keyboard(key)
      expect(screen.getByRole('menu', { name: 'Profile' })).toBeInTheDocument()
      expect(button).toHaveAttribute('aria-expanded', 'true')
      expect(items()[0]).toHaveFocus()
    })

    it('opens with ArrowUp on the last item', async () => {
      const { user } = await focusMenuButton()
      await user.keyboard('{ArrowUp}')
      expect(items()[3]).toHaveFocus()
    })

    it('moves with the arrows, wrapping at the ends, and with Home and End', async () => {
      const { user } = await focusMenuButton()
      await user.keyboard('{ArrowDown}')
      await user.keyboard('{ArrowDown}{ArrowDown}')
      expect(items()[2]).toHaveFocus()
      await user.keyboard('{End}')
      expect(items()[3]).toHaveFocus()
      await user.keyboard('{ArrowDown}')
      expect(items()[0]).toHaveFocus()
      await user.keyboard('{ArrowUp}')
      expect(items()[3]).toHaveFocus()
      await user.keyboard('{Home}')
      expect(items()[0]).toHaveFocus()
    })

    it('moves to the item that starts with a typed letter', async () => {
      const { user } = await focusMenuButton()
      await user.keyboard('{ArrowDown}')
      await user.keyboard('s')
      expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus()
      await user.keyboard('L')
      expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus()
      // from the last item the search starts over at the top
      await user.keyboard('m')
      expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus()
      await user.keyboard('q')
      expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus()
    })

    it('closes with Escape and gives focus back to the button', async () => {
      const { user, button } = await focusMenuButton()
      await user.keyboard('{Enter}')
      await user.keyboard('{ArrowDown}{Escape}')
      menuIsClosed()
      expect(button).toHaveFocus()
    })

    it('closes with Tab and goes on from the button, forwards or back', async () => {
      const { user, button } = await focusMenuButton()
      await user.keyboard('{ArrowDown}{ArrowDown}')
      await user.tab()
      menuIsClosed()
      // the dashboard tabs come after the header's buttons
      expect(screen.getByRole('link', { name: 'Feed' })).toHaveFocus()

      button.focus()
      await user.keyboard('{ArrowUp}')
      await user.tab({ shift: true })
      menuIsClosed()
      // the bell sits between Post and the menu
      expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus()
    })

    it('closes on a click outside', async () => {
      const user = userEvent.setup()
      renderDashboard('/dashboard/feed')
      await user.click(await menuButton())
      await user.click(screen.getByText('Welcome,', { exact: false }))
      menuIsClosed()
    })

    it('closes when focus moves somewhere else', async () => {
      const { user } = await focusMenuButton()
      await user.keyboard('{ArrowDown}')
      act(() => screen.getByRole('button', { name: 'Search' }).focus())
      menuIsClosed()
    })

    it('activates an item with Enter', async () => {
      const { user } = await focusMenuButton()
      await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
      await waitFor(() =>
        expect(screen.getByRole('link', { current: 'page' })).toHaveAccessibleName('Profile'),
      )
    })
  })
})
