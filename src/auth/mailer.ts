/**
 * Portal e-mail over SMTP (nodemailer), used only for password-reset links. Absent when WEBINTEL_SMTP_URL is
 * unset: the portal then tells the user to ask the operator, who prints a link with the CLI.
 */
import nodemailer from 'nodemailer'

export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>
  close(): void
}

export function createMailer(smtpUrl: string | undefined, from: string): Mailer | undefined {
  if (!smtpUrl) return undefined
  // Bounded waits: a dead mail server must not hold a portal request for nodemailer's default minutes.
  const transport = nodemailer.createTransport(smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as never)
  return {
    async send(m) { await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text }) },
    close() { transport.close() },
  }
}
