/** Environment variables of sanctions screening (docs/sanctions.md). */
import { int } from '../config/vars.ts'

export const sanctionsSection = {
  refreshMs: int('WEBINTEL_SANCTIONS_REFRESH_MS', 5000, 'How often a running server checks the database for a newly imported or removed sanctions list and rebuilds its in-memory index, milliseconds (0 = load once at start)', { min: 0 }),
  maxMatches: int('WEBINTEL_SANCTIONS_MAX_MATCHES', 10, 'Most matches returned per screened name', { min: 1, max: 100 }),
}
