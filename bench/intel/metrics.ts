/** Metrics for bench/intel/run.ts: macro-F1, expected calibration error, Pearson and Spearman. */

export function macroF1(gold: string[], pred: string[]): number {
  const labels = [...new Set(gold)]
  const f1s = labels.map((l) => {
    let tp = 0, fp = 0, fn = 0
    gold.forEach((g, i) => { if (pred[i] === l && g === l) tp++; else if (pred[i] === l) fp++; else if (g === l) fn++ })
    return tp ? (2 * tp) / (2 * tp + fp + fn) : 0
  })
  return f1s.reduce((a, b) => a + b, 0) / labels.length
}

/** ECE over 10 equal-width confidence bins of the top prediction (Guo et al., 2017). */
export function ece(conf: number[], correct: boolean[], bins = 10): number {
  let e = 0
  for (let b = 0; b < bins; b++) {
    const idx = conf.map((c, i) => [c, i] as const).filter(([c]) => (c > b / bins || (b === 0 && c === 0)) && c <= (b + 1) / bins).map(([, i]) => i)
    if (!idx.length) continue
    const acc = idx.filter((i) => correct[i]).length / idx.length
    const avg = idx.reduce((s, i) => s + conf[i]!, 0) / idx.length
    e += (idx.length / conf.length) * Math.abs(acc - avg)
  }
  return e
}

export function pearson(a: number[], b: number[]): number {
  const n = a.length, ma = a.reduce((x, y) => x + y, 0) / n, mb = b.reduce((x, y) => x + y, 0) / n
  let s = 0, sa = 0, sb = 0
  for (let i = 0; i < n; i++) { s += (a[i]! - ma) * (b[i]! - mb); sa += (a[i]! - ma) ** 2; sb += (b[i]! - mb) ** 2 }
  return sa > 0 && sb > 0 ? s / Math.sqrt(sa * sb) : 0
}

function ranks(xs: number[]): number[] {
  const idx = xs.map((x, i) => [x, i] as const).sort((p, q) => p[0] - q[0])
  const r = new Array<number>(xs.length)
  for (let i = 0; i < idx.length;) {
    let j = i
    while (j + 1 < idx.length && idx[j + 1]![0] === idx[i]![0]) j++
    for (let k = i; k <= j; k++) r[idx[k]![1]] = (i + j) / 2
    i = j + 1
  }
  return r
}

export function spearman(a: number[], b: number[]): number { return pearson(ranks(a), ranks(b)) }
