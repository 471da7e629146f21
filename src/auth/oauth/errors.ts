/**
 * OAuth errors in the RFC 6749 §5.2 shape (`error`, `error_description`), not the API envelope:
 * OAuth clients parse `error`. Status 400 unless said otherwise (§5.2; 401 for invalid_client).
 */
export type OAuthErrorCode =
  | 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unauthorized_client' | 'unsupported_grant_type'
  | 'invalid_scope' | 'access_denied' | 'unsupported_response_type' | 'server_error' | 'temporarily_unavailable'
  | 'unsupported_token_type' | 'invalid_token' | 'insufficient_scope'

export class OAuthError extends Error {
  readonly error: OAuthErrorCode
  readonly status: number
  readonly headers: Record<string, string>
  constructor(error: OAuthErrorCode, description: string, status = 400, headers: Record<string, string> = {}) {
    super(description)
    this.name = 'OAuthError'
    this.error = error
    this.status = status
    this.headers = headers
  }

  toJSON() { return { error: this.error, error_description: this.message } }
}
