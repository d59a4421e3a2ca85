import nodemailer from 'nodemailer'
import type { Config } from '../config'

/** One mail to one person, as plain text. */
export interface Mail {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  send(mail: Mail): Promise<void>
  close(): void
}

/**
 * Mail through the SMTP server of SMTP_URL (nodemailer), from MAIL_FROM; none
 * without SMTP_URL, and then nothing that sends mail is offered.
 */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): Mailer | undefined {
  if (!config.SMTP_URL || !config.MAIL_FROM) return undefined
  const from = config.MAIL_FROM
  const transport = nodemailer.createTransport({
    url: config.SMTP_URL,
    // a server that does not answer must not hold a send for nodemailer's minutes
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail })
    },
    close: () => transport.close(),
  }
}
