import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { groupList, openGroupsAt } from '../../test/group-fixtures'

async function openCreateGroup() {
  const { calls } = openGroupsAt('/dashboard/groups', { 'GET /api/groups': groupList([]) })
  await userEvent.click((await screen.findAllByRole('button', { name: 'Create Group' }))[0]!)
  return { calls, dialog: within(await screen.findByRole('dialog', { name: 'Create Group' })) }
}

describe('Create Group', () => {
  it("checks the name with the server's rules before sending it, and the message goes once the name is edited", async () => {
    const { calls, dialog } = await openCreateGroup()
    const name = dialog.getByLabelText('Group Name')
    // a tab pasted from a spreadsheet: the server would refuse it too
    await userEvent.click(name)
    await userEvent.paste('Soup\tSundays')
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }))

    expect(
      await dialog.findByText('Group name contains a character that is not allowed'),
    ).toBeVisible()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Group name contains a character that is not allowed')
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0)

    await userEvent.type(name, '!')
    expect(dialog.queryByText(/not allowed/)).not.toBeInTheDocument()
    expect(name).not.toHaveAttribute('aria-invalid')
  })

  it('asks before Escape throws away a typed name, and closes at once when nothing is left typed', async () => {
    await openCreateGroup()
    const dialog = await screen.findByRole('dialog', { name: 'Create Group' })
    const name = within(dialog).getByLabelText('Group Name')
    await userEvent.type(name, 'Soup')
    await userEvent.keyboard('{Escape}')
    const confirmation = screen.getByRole('alertdialog', { name: 'Discard your changes?' })
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Keep editing' }))
    expect(name).toHaveValue('Soup')

    await userEvent.clear(name)
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
