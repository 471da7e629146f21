// Contact data: emails, phone numbers and social profiles. Each extractor is isolated so one failing
// (say, a pathological text for the phone matcher) becomes a warning and the others still answer.
import type { Warning } from '../../context.ts'
import type { RuleContext } from '../bundle.ts'
import { extractEmails } from './emails.ts'
import { extractPhones } from './phones.ts'
import { extractSocial } from './social.ts'

export interface Contacts { emails: string[]; phoneNumbers: string[]; socialLinks: string[] }

function guard(source: string, warnings: Warning[], fn: () => string[]): string[] {
  try { return fn() } catch (err) {
    warnings.push({ source, code: 'rule_failed', message: (err as Error).message })
    return []
  }
}

export function extractContacts(ctx: RuleContext, lang: string | undefined, warnings: Warning[]): Contacts {
  return {
    emails: guard('contact#emails', warnings, () => extractEmails(ctx)),
    phoneNumbers: guard('contact#phones', warnings, () => extractPhones(ctx, lang)),
    socialLinks: guard('contact#social', warnings, () => extractSocial(ctx)),
  }
}
