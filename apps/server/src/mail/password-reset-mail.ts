import type { Mail } from './mailer'

/** The mail with a reset link; it says how long the link works and what to do if it was not you. */
export function passwordResetMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Reset your Platewise password',
    text: [
      'Someone asked to reset the password of your Platewise account.',
      '',
      'To choose a new password, open this link within one hour:',
      link,
      '',
      'The link works once. Choosing a new password signs you out everywhere.',
      '',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ].join('\n'),
  }
}
