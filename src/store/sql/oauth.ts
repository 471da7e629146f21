import type { Kysely, Selectable } from 'kysely'
import type { Database, OAuthClientsTable, OAuthCodesTable, OAuthTokensTable } from '../schema.ts'
import type { OAuthClientRecord, OAuthCodeRecord, OAuthStore, OAuthTokenRecord } from '../ports.ts'

const words = (s: string) => s.split(' ').filter(Boolean)

const toClient = (r: Selectable<OAuthClientsTable>): OAuthClientRecord => ({
  id: r.id, ownerId: r.owner_id, name: r.name, redirectUris: JSON.parse(r.redirect_uris) as string[],
  secretHash: r.secret_hash, pkceRequired: Number(r.pkce_required) === 1, createdAt: r.created_at, updatedAt: r.updated_at,
})

const toCode = (r: Selectable<OAuthCodesTable>): OAuthCodeRecord => ({
  codeHash: r.code_hash, clientId: r.client_id, userId: r.user_id, redirectUri: r.redirect_uri,
  redirectUriSent: Number(r.redirect_uri_sent) === 1, codeChallenge: r.code_challenge, scopes: words(r.scopes),
  grantId: r.grant_id, createdAt: r.created_at, expiresAt: r.expires_at, consumedAt: r.consumed_at,
})

const toToken = (r: Selectable<OAuthTokensTable>): OAuthTokenRecord => ({
  tokenHash: r.token_hash, kind: r.kind === 'refresh' ? 'refresh' : 'access', grantId: r.grant_id, clientId: r.client_id,
  userId: r.user_id, scopes: words(r.scopes), audience: r.audience, createdAt: r.created_at, expiresAt: r.expires_at,
  revokedAt: r.revoked_at, usedAt: r.used_at,
})

/** OAuth state over SQLite and PostgreSQL. Single-use steps are one conditional UPDATE each (atomic on both). */
export class SqlOAuthStore implements OAuthStore {
  readonly #db: Kysely<Database>
  constructor(db: Kysely<Database>) { this.#db = db }

  async insertClient(c: OAuthClientRecord) {
    await this.#db.insertInto('oauth_clients').values({
      id: c.id, owner_id: c.ownerId, name: c.name, redirect_uris: JSON.stringify(c.redirectUris), secret_hash: c.secretHash,
      pkce_required: c.pkceRequired ? 1 : 0, created_at: c.createdAt, updated_at: c.updatedAt,
    }).execute()
  }

  async findClient(id: string) {
    const r = await this.#db.selectFrom('oauth_clients').selectAll().where('id', '=', id).executeTakeFirst()
    return r ? toClient(r) : null
  }

  async listClients(ownerId: string) {
    const rows = await this.#db.selectFrom('oauth_clients').selectAll().where('owner_id', '=', ownerId).orderBy('created_at', 'desc').orderBy('id').execute()
    return rows.map(toClient)
  }

  async setClientSecret(id: string, secretHash: string, at: Date) {
    const r = await this.#db.updateTable('oauth_clients').set({ secret_hash: secretHash, updated_at: at.toISOString() }).where('id', '=', id).executeTakeFirst()
    return Number(r.numUpdatedRows) > 0
  }

  async updateClient(id: string, change: { name: string; redirectUris: string[]; pkceRequired: boolean }, at: Date) {
    const r = await this.#db.updateTable('oauth_clients').set({
      name: change.name, redirect_uris: JSON.stringify(change.redirectUris), pkce_required: change.pkceRequired ? 1 : 0, updated_at: at.toISOString(),
    }).where('id', '=', id).executeTakeFirst()
    return Number(r.numUpdatedRows) > 0
  }

  async deleteClient(id: string, at: Date) {
    return this.#db.transaction().execute(async (trx) => {
      const r = await trx.deleteFrom('oauth_clients').where('id', '=', id).executeTakeFirst()
      if (Number(r.numDeletedRows) === 0) return false
      await trx.updateTable('oauth_tokens').set({ revoked_at: at.toISOString() }).where('client_id', '=', id).where('revoked_at', 'is', null).execute()
      await trx.deleteFrom('oauth_consents').where('client_id', '=', id).execute()
      await trx.deleteFrom('oauth_codes').where('client_id', '=', id).execute()
      return true
    })
  }

  async countAuthorisedUsers(clientIds: string[]) {
    const out = new Map<string, number>()
    if (clientIds.length === 0) return out
    const rows = await this.#db.selectFrom('oauth_consents').select(['client_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('client_id', 'in', clientIds).groupBy('client_id').execute()
    for (const r of rows) out.set(r.client_id, Number(r.n))
    return out
  }

  async findConsent(userId: string, clientId: string) {
    const r = await this.#db.selectFrom('oauth_consents').select('scopes').where('user_id', '=', userId).where('client_id', '=', clientId).executeTakeFirst()
    return r ? words(r.scopes) : null
  }

  async saveConsent(userId: string, clientId: string, scopes: string[], at: Date) {
    const t = at.toISOString()
    await this.#db.insertInto('oauth_consents').values({ user_id: userId, client_id: clientId, scopes: scopes.join(' '), created_at: t, updated_at: t })
      .onConflict((oc) => oc.columns(['user_id', 'client_id']).doUpdateSet({ scopes: scopes.join(' '), updated_at: t })).execute()
  }

  async listConsents(userId: string) {
    const rows = await this.#db.selectFrom('oauth_consents').innerJoin('oauth_clients', 'oauth_clients.id', 'oauth_consents.client_id')
      .select(['oauth_consents.client_id', 'oauth_clients.name', 'oauth_consents.scopes', 'oauth_consents.updated_at'])
      .where('oauth_consents.user_id', '=', userId).orderBy('oauth_consents.updated_at', 'desc').execute()
    return rows.map((r) => ({ clientId: r.client_id, clientName: r.name, scopes: words(r.scopes), updatedAt: r.updated_at }))
  }

  async withdrawConsent(userId: string, clientId: string, at: Date) {
    return this.#db.transaction().execute(async (trx) => {
      const r = await trx.deleteFrom('oauth_consents').where('user_id', '=', userId).where('client_id', '=', clientId).executeTakeFirst()
      await trx.updateTable('oauth_tokens').set({ revoked_at: at.toISOString() })
        .where('user_id', '=', userId).where('client_id', '=', clientId).where('revoked_at', 'is', null).execute()
      return Number(r.numDeletedRows) > 0
    })
  }

  async insertCode(c: OAuthCodeRecord) {
    await this.#db.insertInto('oauth_codes').values({
      code_hash: c.codeHash, client_id: c.clientId, user_id: c.userId, redirect_uri: c.redirectUri, redirect_uri_sent: c.redirectUriSent ? 1 : 0,
      code_challenge: c.codeChallenge, scopes: c.scopes.join(' '), grant_id: c.grantId, created_at: c.createdAt, expires_at: c.expiresAt, consumed_at: null,
    }).execute()
  }

  async findCode(codeHash: string) {
    const r = await this.#db.selectFrom('oauth_codes').selectAll().where('code_hash', '=', codeHash).executeTakeFirst()
    return r ? toCode(r) : null
  }

  async consumeCode(codeHash: string, at: Date) {
    const r = await this.#db.updateTable('oauth_codes').set({ consumed_at: at.toISOString() })
      .where('code_hash', '=', codeHash).where('consumed_at', 'is', null).executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  }

  async insertToken(t: OAuthTokenRecord) {
    await this.#db.insertInto('oauth_tokens').values({
      token_hash: t.tokenHash, kind: t.kind, grant_id: t.grantId, client_id: t.clientId, user_id: t.userId, scopes: t.scopes.join(' '),
      audience: t.audience, created_at: t.createdAt, expires_at: t.expiresAt, revoked_at: t.revokedAt, used_at: t.usedAt,
    }).execute()
  }

  async findToken(tokenHash: string) {
    const r = await this.#db.selectFrom('oauth_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst()
    return r ? toToken(r) : null
  }

  async markRefreshUsed(tokenHash: string, at: Date) {
    const r = await this.#db.updateTable('oauth_tokens').set({ used_at: at.toISOString() })
      .where('token_hash', '=', tokenHash).where('kind', '=', 'refresh').where('used_at', 'is', null).where('revoked_at', 'is', null).executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  }

  async revokeToken(tokenHash: string, at: Date) {
    await this.#db.updateTable('oauth_tokens').set({ revoked_at: at.toISOString() }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute()
  }

  async revokeGrant(grantId: string, at: Date) {
    await this.#db.updateTable('oauth_tokens').set({ revoked_at: at.toISOString() }).where('grant_id', '=', grantId).where('revoked_at', 'is', null).execute()
  }

  async revokeUserTokens(userId: string, at: Date) {
    await this.#db.updateTable('oauth_tokens').set({ revoked_at: at.toISOString() }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute()
  }

  async purgeExpired(what: 'codes' | 'tokens', before: Date, limit: number) {
    const t = before.toISOString()
    // Bounded: the keys of at most `limit` expired rows (found through the expires_at index, migration
    // 0007_housekeeping), then those rows, in one statement.
    const r = what === 'codes'
      ? await this.#db.deleteFrom('oauth_codes').where('code_hash', 'in', (eb) => eb.selectFrom('oauth_codes').select('code_hash').where('expires_at', '<', t).limit(limit)).executeTakeFirst()
      : await this.#db.deleteFrom('oauth_tokens').where('token_hash', 'in', (eb) => eb.selectFrom('oauth_tokens').select('token_hash').where('expires_at', '<', t).limit(limit)).executeTakeFirst()
    return Number(r.numDeletedRows)
  }
}
