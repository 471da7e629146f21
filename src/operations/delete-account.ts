/**
 * Deletes a portal account for good, after its password is confirmed: revokes every API key it owns, deletes
 * its OAuth applications (revoking their tokens), revokes the tokens it granted to other applications and
 * withdraws those consents, then removes the user and its sessions. Usage rows stay (they carry key ids only).
 */
import type { Services } from '../services.ts'
import { verifyPassword } from '../auth/password.ts'

export type DeleteAccountResult = { ok: true; revokedKeys: number; deletedApps: number } | { ok: false; field: 'password'; message: string }

export async function deleteAccount(services: Pick<Services, 'store' | 'apiKeys' | 'oauth'>, userId: string, password: string): Promise<DeleteAccountResult> {
  const user = await services.store.users.findById(userId)
  if (!user || !(await verifyPassword(password, user.passwordHash))) return { ok: false, field: 'password', message: 'Your password is not correct.' }
  let revokedKeys = 0
  for (const k of await services.apiKeys.list({ ownerId: userId })) {
    if (!k.revokedAt && await services.apiKeys.revoke(k.id)) revokedKeys++
  }
  let deletedApps = 0
  for (const c of await services.oauth.listClients(userId)) if (await services.oauth.deleteClient(userId, c.id)) deletedApps++
  for (const c of await services.oauth.listConsents(userId)) await services.oauth.withdrawConsent(userId, c.clientId)
  await services.store.oauth.revokeUserTokens(userId, new Date())
  await services.store.users.delete(userId)
  return { ok: true, revokedKeys, deletedApps }
}
