/** Environment variables of the developer portal. */
import { str, url } from '../config/vars.ts'

export const portalSection = {
  smtpUrl: url('WEBINTEL_SMTP_URL', undefined,
    'smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465 — send portal password-reset links by e-mail. Unset: no e-mail; the operator prints a link with `webintel users reset-link --email E`.',
    ['smtp:', 'smtps:']),
  smtpFrom: str('WEBINTEL_SMTP_FROM', 'webintel <no-reply@localhost>', 'From address of portal e-mails (RFC 5322 mailbox, e.g. "webintel <no-reply@example.com>").'),
}
