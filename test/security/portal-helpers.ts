/** Portal helpers for the security suite (the portal's own agent lives in test/oauth/helpers.ts). */
import { Agent, PASSWORD, signUp, uniqueEmail } from '../oauth/helpers.ts'
import type { Running } from '../helpers/start-service.ts'

export { Agent, PASSWORD, signUp, uniqueEmail }

/** A signed-in portal user with one API key; returns the agent and the key id. */
export async function userWithKey(svc: Running) {
  const s = await signUp(svc)
  await s.agent.submit('/portal/keys', '/portal/keys', { name: 'first', expires: 'never' })
  const keys = await svc.services.apiKeys.list({ ownerId: s.user.id })
  return { ...s, keyId: keys[0]!.id }
}
