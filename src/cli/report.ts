import { esc } from '../portal/html.ts'
import { PALETTE } from '../portal/chart.ts'

/** One screened item as the report sees it (a row of the results CSV). */
export interface ReportRow {
  index: number
  input: string
  status: 'ok' | 'error' | 'cancelled'
  errorCode?: string
  errorMessage?: string
  result?: Record<string, any>
}

export interface ReportOptions {
  operation: string
  source: string
  /** Risk score at or above which an item is flagged (analyze: high_risk_similarity_score). */
  threshold: number
  generatedAt: Date
}

interface Scored { row: ReportRow; score: number | undefined; category: string | undefined; matchScore: number | undefined; flagged: boolean; reasons: string[]; evidence: string[]; links: { href: string; text: string }[] }

/** Risk score, category, flag and evidence of one result, whatever the operation. */
function score(row: ReportRow, threshold: number): Scored {
  const r = row.result ?? {}
  const reasons: string[] = []
  const evidence: string[] = []
  const links: { href: string; text: string }[] = []
  let s: number | undefined
  let category: string | undefined
  if (r.ai_response) {
    s = r.ai_response.high_risk_similarity_score
    category = r.ai_response.category
    // The strongest class always; others only when they matter (weak matches are noise in a review table).
    for (const m of (r.ai_response.high_risk_matches ?? []).filter((x: any, i: number) => i === 0 || x.score >= 0.3).slice(0, 3)) evidence.push(`${m.class} (${Number(m.score).toFixed(2)}${m.mccs?.length ? `, MCC ${m.mccs.join('/')}` : ''}): ${(m.evidence ?? []).slice(0, 6).join(', ')}`)
    if (typeof s === 'number' && s >= threshold) reasons.push(`risk score ${s.toFixed(3)} ≥ ${threshold}`)
    if (r.url) links.push({ href: r.url, text: 'site' })
  }
  const media = r.adverse_media ?? (typeof r.adverse_media_found === 'boolean' ? r : undefined)
  if (media) {
    if (s === undefined) s = media.risk_score
    if (media.adverse_media_found) {
      reasons.push(`adverse media (${(media.sources ?? []).length} articles)`)
      for (const src of (media.sources ?? []).slice(0, 5)) { links.push({ href: src.url, text: src.title || src.url }); evidence.push(`${src.date ? src.date + ': ' : ''}${(src.categories ?? []).join(', ')}`) }
    }
  }
  // a listed name is a finding whatever the risk score: sanctions_check results, and analyze's `sanctions`
  const sanctions = r.sanctions ?? (typeof r.match_found === 'boolean' && Array.isArray(r.matches) ? r : undefined)
  let matchScore: number | undefined
  if (sanctions?.match_found) {
    const matches: any[] = sanctions.matches ?? []
    if (typeof matches[0]?.score === 'number') matchScore = matches[0].score
    reasons.push(`sanctions match (${matches.length})`)
    for (const m of matches.slice(0, 3)) evidence.push(`${m.name}${m.matched_name && m.matched_name !== m.name ? ` (as ${m.matched_name})` : ''}: ${m.list} ${m.id}, score ${Number(m.score).toFixed(2)}`)
  }
  // a site review that is not ready needs a person: site_check results, and analyze's `site_checks`
  const site = r.site_checks ?? (r.summary && Array.isArray(r.checks) ? r : undefined)
  if (site?.summary?.ready === false) {
    reasons.push(`site not ready (readiness ${site.summary.readiness_score})`)
    for (const why of (site.summary.reasons ?? []).slice(0, 3)) evidence.push(String(why))
    if (!links.length && site.url) links.push({ href: site.url, text: 'site' })
  }
  if (r.dominant_category) category = r.dominant_category
  if (r.similarity_score !== undefined && s === undefined) s = r.similarity_score
  return { row, score: s, category, matchScore, flagged: reasons.length > 0, reasons, evidence, links }
}

/** What a histogram counts: its accessible title and the label of its x axis. */
interface HistogramLabels { title: string; axis: string }
const RISK_HISTOGRAM: HistogramLabels = { title: 'Risk score distribution', axis: 'risk score' }

function histogram(values: number[], labels: HistogramLabels = RISK_HISTOGRAM, width = 460, height = 200): string {
  const bins = Array.from({ length: 10 }, () => 0)
  for (const v of values) bins[Math.min(9, Math.max(0, Math.floor(v * 10)))]++
  // whole-number gridlines at even steps (at most five lines); the axis tops out at the last one
  const step = Math.ceil(Math.max(1, ...bins) / 4)
  const lines = Math.ceil(Math.max(1, ...bins) / step)
  const max = step * lines
  const pad = { l: 36, r: 8, t: 10, b: 30 }
  const w = (width - pad.l - pad.r) / 10
  const h = height - pad.t - pad.b
  let out = `<svg viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="h-t" xmlns="http://www.w3.org/2000/svg"><title id="h-t">${esc(labels.title)}: ${values.length} scored items in ten bins from 0 to 1</title>`
  for (let k = 0; k <= lines; k++) {
    const v = k * step
    const y = pad.t + h * (1 - v / max)
    out += `<line x1="${pad.l}" x2="${width - pad.r}" y1="${y}" y2="${y}" stroke="#e3e6ee"/><text x="${pad.l - 4}" y="${y + 4}" font-size="10" text-anchor="end" fill="#5b6478">${v}</text>`
  }
  bins.forEach((n, i) => {
    const bh = (h * n) / max
    out += `<rect x="${pad.l + i * w + 2}" y="${pad.t + h - bh}" width="${w - 4}" height="${bh}" fill="${i >= 5 ? PALETTE[5] : PALETTE[0]}"><title>${(i / 10).toFixed(1)}–${((i + 1) / 10).toFixed(1)}: ${n}</title></rect>`
    out += `<text x="${pad.l + i * w + w / 2}" y="${height - 14}" font-size="10" text-anchor="middle" fill="#5b6478">${(i / 10).toFixed(1)}</text>`
  })
  return out + `<text x="${width / 2}" y="${height - 1}" font-size="10" text-anchor="middle" fill="#5b6478">${esc(labels.axis)}</text></svg>`
}

function bars(entries: [string, number][], width = 460): string {
  const rowH = 22
  const height = Math.max(1, entries.length) * rowH + 10
  const max = Math.max(1, ...entries.map(([, n]) => n))
  const labelW = 170
  let out = `<svg viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="c-t" xmlns="http://www.w3.org/2000/svg"><title id="c-t">Items per category</title>`
  entries.forEach(([name, n], i) => {
    const y = 5 + i * rowH
    const w = ((width - labelW - 40) * n) / max
    out += `<text x="${labelW - 6}" y="${y + 15}" font-size="12" text-anchor="end" fill="#1d2433">${esc(name.length > 26 ? name.slice(0, 25) + '…' : name)}</text>`
    out += `<rect x="${labelW}" y="${y + 3}" width="${Math.max(1, w)}" height="${rowH - 7}" fill="${PALETTE[i % PALETTE.length]}"/><text x="${labelW + w + 5}" y="${y + 15}" font-size="11" fill="#5b6478">${n}</text>`
  })
  return out + '</svg>'
}

function donut(parts: { label: string; n: number; color: string }[], size = 200): string {
  const total = Math.max(1, parts.reduce((a, p) => a + p.n, 0))
  const r = 70, c = 2 * Math.PI * r
  let offset = 0
  let out = `<svg viewBox="0 0 ${size + 170} ${size}" role="img" aria-labelledby="d-t" xmlns="http://www.w3.org/2000/svg"><title id="d-t">Flagged share: ${parts.map((p) => `${p.label} ${p.n}`).join(', ')}</title>`
  for (const p of parts) {
    const len = (c * p.n) / total
    out += `<circle cx="${size / 2}" cy="${size / 2}" r="${r}" fill="none" stroke="${p.color}" stroke-width="34" pathLength="${c}" stroke-dasharray="${len} ${c - len}" stroke-dashoffset="${-offset}" transform="rotate(-90 ${size / 2} ${size / 2})"/>`
    offset += len
  }
  // The centre shows the flagged share of the screened items (failures are not screened), as the summary does.
  const flagged = parts[0]?.n ?? 0
  const screened = Math.max(1, flagged + (parts[1]?.n ?? 0))
  out += `<text x="${size / 2}" y="${size / 2 + 4}" font-size="22" font-weight="600" text-anchor="middle" fill="#1d2433">${Math.round((100 * flagged) / screened)}%</text>`
  out += `<text x="${size / 2}" y="${size / 2 + 22}" font-size="11" text-anchor="middle" fill="#5b6478">of screened</text>`
  parts.forEach((p, i) => { out += `<rect x="${size + 10}" y="${60 + i * 26}" width="14" height="14" fill="${p.color}"/><text x="${size + 30}" y="${72 + i * 26}" font-size="13" fill="#1d2433">${esc(p.label)}: ${p.n}</text>` })
  return out + '</svg>'
}

/**
 * The screening report: one self-contained HTML file (inline CSS, SVG charts and a few lines of script for
 * sorting; nothing fetched), readable offline. Summary, risk score distribution, categories, flagged share,
 * the flagged items with their evidence and links (sortable), and the failures with their reasons.
 */
export function renderReport(rows: ReportRow[], o: ReportOptions): string {
  const scored = rows.filter((r) => r.status === 'ok').map((r) => score(r, o.threshold))
  const failed = rows.filter((r) => r.status === 'error')
  const scores = scored.map((s) => s.score).filter((v): v is number => typeof v === 'number')
  const byScore = scores.length > 0 ? (s: Scored) => s.score ?? 0 : (s: Scored) => s.matchScore ?? 0
  const flagged = scored.filter((s) => s.flagged).sort((a, b) => byScore(b) - byScore(a))
  const cats = new Map<string, number>()
  for (const s of scored) if (s.category) cats.set(s.category, (cats.get(s.category) ?? 0) + 1)
  const topCats = [...cats].sort((a, b) => b[1] - a[1]).slice(0, 12)
  const mean = scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : undefined
  // No item has a risk score (a sanctions_check run): a risk chart would be an empty frame. The score that
  // decided such an item is its best sanctions match, so that is charted, for the names that matched; with no
  // match either, there is no chart at all.
  const risk = scores.length > 0
  const matchScores = scored.map((s) => s.matchScore).filter((v): v is number => typeof v === 'number')
  const scoreOf = (s: Scored) => (risk ? s.score : s.matchScore)
  const scoreCard = risk
    ? `<div class="card"><h3>Risk score distribution</h3>${histogram(scores)}</div>`
    : matchScores.length
      ? `<div class="card"><h3>Best sanctions match score</h3>${histogram(matchScores, { title: 'Best sanctions match score of each name with a match', axis: 'best match score' })}<p class="muted">${matchScores.length} of ${scored.length} screened names matched a listed entity; names without a match have no score.</p></div>`
      : ''
  const stat = (label: string, value: string) => `<div class="stat"><div class="v">${esc(value)}</div><div class="l">${esc(label)}</div></div>`
  const flaggedRows = flagged.map((s) => `<tr><td data-v="${s.row.index}">${s.row.index}</td><td>${esc(s.row.input)}</td><td>${esc(s.category ?? '')}</td><td data-v="${scoreOf(s) ?? -1}">${scoreOf(s)?.toFixed(3) ?? ''}</td><td>${esc(s.reasons.join('; '))}</td><td>${s.evidence.map((e) => `<div>${esc(e)}</div>`).join('')}</td><td>${s.links.map((l) => `<a href="${esc(l.href)}" rel="noopener noreferrer">${esc(l.text.length > 60 ? l.text.slice(0, 59) + '…' : l.text)}</a>`).join('<br>')}</td></tr>`).join('\n')
  const failedRows = failed.map((r) => `<tr><td>${r.index}</td><td>${esc(r.input)}</td><td><code>${esc(r.errorCode ?? '')}</code></td><td>${esc(r.errorMessage ?? '')}</td></tr>`).join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Screening report — ${esc(o.source)}</title>
<style>
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2433;margin:0;background:#f6f7fb}
main{max-width:1180px;margin:0 auto;padding:24px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 10px}.muted{color:#5b6478}
.stats{display:flex;gap:12px;flex-wrap:wrap;margin:16px 0}.stat{background:#fff;border:1px solid #e3e6ee;border-radius:8px;padding:10px 16px;min-width:120px}
.stat .v{font-size:22px;font-weight:600}.stat .l{color:#5b6478;font-size:12px}
.charts{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(330px,100%),1fr));gap:14px}.card{background:#fff;border:1px solid #e3e6ee;border-radius:8px;padding:12px}
.card h3{font-size:14px;margin:0 0 6px}svg{width:100%;height:auto}
.scroll{overflow-x:auto;max-width:100%}table{border-collapse:collapse;width:100%;background:#fff;border:1px solid #e3e6ee}th,td{padding:6px 8px;border-bottom:1px solid #e3e6ee;text-align:left;vertical-align:top;font-size:13px}
th{background:#eef1f7;cursor:pointer;user-select:none;white-space:nowrap}th[aria-sort=ascending]::after{content:" ▲"}th[aria-sort=descending]::after{content:" ▼"}
td div{margin-bottom:2px}a{color:#0b5cad;word-break:break-all}code{background:#eef1f7;padding:1px 4px;border-radius:3px}
@media (max-width:640px){main{padding:14px}.stat{min-width:0;flex:1 1 110px}td:nth-child(2){min-width:9em;word-break:break-all}}
</style></head><body><main>
<h1>Screening report</h1>
<div class="muted">${esc(o.source)} · operation <code>${esc(o.operation)}</code> · generated ${esc(o.generatedAt.toISOString().replace('T', ' ').slice(0, 19))} UTC${risk ? ` · flag threshold ${o.threshold}` : ''}</div>
<div class="stats">${stat('items', String(rows.length))}${stat('screened', String(scored.length))}${stat('flagged', `${flagged.length} (${scored.length ? Math.round((100 * flagged.length) / scored.length) : 0}%)`)}${stat('failed', String(failed.length))}${mean === undefined ? '' : stat('mean risk score', mean.toFixed(3))}</div>
<div class="charts">
${scoreCard}
${topCats.length ? `<div class="card"><h3>Categories</h3>${bars(topCats)}</div>` : ''}
<div class="card"><h3>Flagged share</h3>${donut([{ label: 'flagged', n: flagged.length, color: PALETTE[5] }, { label: 'not flagged', n: scored.length - flagged.length, color: PALETTE[2] }, { label: 'failed', n: failed.length, color: '#9aa3b5' }])}</div>
</div>
<h2>Flagged items (${flagged.length})</h2>
${flagged.length ? `<div class="scroll"><table class="sortable"><thead><tr><th>#</th><th>input</th><th>category</th><th aria-sort="descending">${risk ? 'risk score' : 'match score'}</th><th>why</th><th>evidence</th><th>links</th></tr></thead><tbody>
${flaggedRows}
</tbody></table></div>` : '<p class="muted">No item was flagged.</p>'}
<h2>Failures (${failed.length})</h2>
${failed.length ? `<div class="scroll"><table class="sortable"><thead><tr><th>#</th><th>input</th><th>code</th><th>reason</th></tr></thead><tbody>
${failedRows}
</tbody></table></div>` : '<p class="muted">No item failed.</p>'}
</main>
<script>
for (const table of document.querySelectorAll('table.sortable')) {
  table.querySelectorAll('th').forEach((th, col) => th.addEventListener('click', () => {
    const dir = th.getAttribute('aria-sort') === 'ascending' ? 'descending' : 'ascending'
    table.querySelectorAll('th').forEach((h) => h.removeAttribute('aria-sort'))
    th.setAttribute('aria-sort', dir)
    const body = table.tBodies[0]
    const key = (tr) => { const td = tr.children[col]; const v = td.dataset.v ?? td.textContent.trim(); const n = Number(v); return v !== '' && !Number.isNaN(n) ? n : v.toLowerCase() }
    const rows = [...body.rows].sort((a, b) => { const x = key(a), y = key(b); return (x < y ? -1 : x > y ? 1 : 0) * (dir === 'ascending' ? 1 : -1) })
    body.append(...rows)
  }))
}
</script>
</body></html>
`
}
