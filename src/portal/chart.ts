import { esc } from './html.ts'

/** Colour-blind-safe palette (Okabe–Ito). */
export const PALETTE = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000']

export interface Series { name: string; values: number[] }

/**
 * Stacked daily bars as inline SVG (no script): one bar per day, one colour per operation. Has a
 * title and description for assistive technology; the same numbers are in the table under it.
 */
export function stackedBars(days: string[], series: Series[], width = 960, height = 260): string {
  const pad = { l: 44, r: 12, t: 12, b: 28 }
  const totals = days.map((_, i) => series.reduce((s, x) => s + x.values[i], 0))
  const max = Math.max(1, ...totals)
  const step = Math.max(1, niceStep(max))
  const top = Math.ceil(max / step) * step
  const w = (width - pad.l - pad.r) / days.length
  const y = (v: number) => pad.t + (height - pad.t - pad.b) * (1 - v / top)
  let out = `<svg class="chart" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="chart-title chart-desc" xmlns="http://www.w3.org/2000/svg">`
  out += `<title id="chart-title">Requests per day, last ${days.length} days</title><desc id="chart-desc">Stacked by operation; ${totals.reduce((a, b) => a + b, 0)} requests in total.</desc>`
  for (let v = 0; v <= top; v += step) {
    out += `<line x1="${pad.l}" x2="${width - pad.r}" y1="${y(v)}" y2="${y(v)}" stroke="#e3e6ee"/>`
    out += `<text x="${pad.l - 6}" y="${y(v) + 4}" font-size="11" text-anchor="end" fill="#5b6478">${v}</text>`
  }
  days.forEach((day, i) => {
    let acc = 0
    series.forEach((s, j) => {
      const v = s.values[i]
      if (v <= 0) return
      out += `<rect x="${(pad.l + i * w + 2).toFixed(1)}" y="${y(acc + v).toFixed(1)}" width="${Math.max(1, w - 4).toFixed(1)}" height="${(y(acc) - y(acc + v)).toFixed(1)}" fill="${PALETTE[j % PALETTE.length]}"><title>${esc(day)} ${esc(s.name)}: ${v}</title></rect>`
      acc += v
    })
    if (i % 5 === 0 || i === days.length - 1) out += `<text x="${(pad.l + i * w + w / 2).toFixed(1)}" y="${height - 8}" font-size="11" text-anchor="middle" fill="#5b6478">${esc(day.slice(5))}</text>`
  })
  return out + '</svg>'
}

function niceStep(max: number): number {
  const raw = max / 4
  const p = 10 ** Math.floor(Math.log10(raw))
  return [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw) ?? p * 10
}
