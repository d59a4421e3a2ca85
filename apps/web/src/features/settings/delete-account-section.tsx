import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../ui/button'
import { DeleteAccountDialog } from './delete-account-dialog'
import { SettingsSection } from './settings-section'

/** Settings › Delete account: the button, and the dialog that asks for proof. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false)
  return (
    <SettingsSection
      title="Delete account"
      description="Delete your account and everything in it, for good."
    >
      <Button variant="danger" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden />
        Delete account
      </Button>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </SettingsSection>
  )
}
