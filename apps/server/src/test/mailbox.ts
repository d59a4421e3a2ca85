import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A mail as the SMTP server received it. */
export interface ReceivedMail {
  from: string
  to: string[]
  subject: string
  text: string
}

/** The account the test SMTP server asks for, as a real one would. */
const CREDENTIALS = { user: 'platewise', pass: 'test-mail-secret' }

/**
 * A real SMTP server (the `smtp-server` package) on a free port of 127.0.0.1,
 * keeping every mail it receives, parsed. It asks for a login and offers no
 * TLS, so `url` carries the login over plain SMTP: for tests only.
 */
export async function startMailbox() {
  const received: ReceivedMail[] = []
  const taken = new Set<ReceivedMail>()
  const arrived: Array<() => void> = []
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === CREDENTIALS.user && auth.password === CREDENTIALS.pass) {
        callback(null, { user: auth.username })
      } else {
        callback(new Error('Invalid username or password'))
      }
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          })
          for (const wake of arrived.splice(0)) wake()
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.server.address() as AddressInfo

  const untakenTo = (address: string) =>
    received.find((mail) => !taken.has(mail) && mail.to.includes(address.toLowerCase()))

  return {
    /** SMTP_URL for a server that sends through this one */
    url: `smtp://${CREDENTIALS.user}:${CREDENTIALS.pass}@127.0.0.1:${port}`,
    /** Every mail received so far */
    received,
    /** The next mail to `address` not taken before, waiting for it up to `timeoutMs` */
    async nextMailTo(address: string, timeoutMs = 15_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const mail = untakenTo(address)
        if (mail) {
          taken.add(mail)
          return mail
        }
        const left = deadline - Date.now()
        if (left <= 0) throw new Error(`No mail to ${address} within ${timeoutMs} ms`)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left)
          arrived.push(() => {
            clearTimeout(timer)
            resolve()
          })
        })
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>

/** The reset link in a mail, and its token. */
export function resetLinkIn(mail: ReceivedMail) {
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)?.[0]
  if (!link) throw new Error(`No reset link in: ${mail.text}`)
  return { link, token: new URL(link).searchParams.get('token')! }
}

/** The settings of a server that sends its mail to `mailbox`, with links to platewise.example. */
export const mailSettingsFor = (mailbox: Mailbox) => ({
  SMTP_URL: mailbox.url,
  MAIL_FROM: 'Platewise <no-reply@platewise.example>',
  APP_URL: 'https://platewise.example',
})
