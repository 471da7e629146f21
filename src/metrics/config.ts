import { bool, str } from '../config/vars.ts'

/** Prometheus endpoint settings (docs/deployment.md "Metrics"). */
export const metricsSection = {
  enabled: bool('WEBINTEL_METRICS_ENABLED', true, 'Serve Prometheus metrics at GET /metrics.'),
  token: str('WEBINTEL_METRICS_TOKEN', undefined, 'Bearer token required by GET /metrics (16+ characters). When unset, /metrics answers only clients connecting from loopback.',
    (v) => (v.length < 16 ? 'must be at least 16 characters' : undefined)),
}
