/**
 * Country names → ISO 3166-1 alpha-2 (lower case), from the runtime's CLDR region names plus the long
 * official forms the UN and OFAC lists use.
 */
const EXTRA: Record<string, string> = {
  'russian federation': 'ru', 'iran (islamic republic of)': 'ir', 'syrian arab republic': 'sy',
  "democratic people's republic of korea": 'kp', 'north korea': 'kp', 'korea north': 'kp', 'korea, north': 'kp', 'republic of korea': 'kr',
  'south korea': 'kr', 'korea south': 'kr', 'korea, south': 'kr', 'united republic of tanzania': 'tz', 'viet nam': 'vn', 'lao peoples democratic republic': 'la',
  'bolivia plurinational state of': 'bo', 'venezuela bolivarian republic of': 've', 'democratic republic of the congo': 'cd', 'congo democratic republic of the': 'cd',
  'republic of the congo': 'cg', 'the former yugoslav republic of macedonia': 'mk', 'republic of moldova': 'md', 'burma': 'mm', 'united states': 'us',
  'usa': 'us', 'uk': 'gb', 'great britain': 'gb', 'turkey': 'tr', 'turkiye': 'tr', 'palestinian': 'ps', 'state of palestine': 'ps', 'west bank': 'ps',
  'gaza': 'ps', 'cote divoire': 'ci', 'ivory coast': 'ci', 'kosovo': 'xk', 'czech republic': 'cz', 'swaziland': 'sz', 'cape verde': 'cv', 'east timor': 'tl',
}

const WITHDRAWN = new Set(['AN', 'BU', 'CS', 'DD', 'DY', 'FX', 'HV', 'NH', 'NT', 'RH', 'SU', 'TP', 'UK', 'VD', 'YD', 'YU', 'ZR', 'EU', 'EZ', 'UN', 'QO', 'XA', 'XB'])

let table: Map<string, string> | undefined

function key(s: string): string {
  return s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z ]+/g, ' ').replace(/\s+/g, ' ').trim()
}

function build(): Map<string, string> {
  const m = new Map<string, string>()
  const names = new Intl.DisplayNames(['en'], { type: 'region' })
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b)
      let name: string | undefined
      try { name = names.of(code) } catch { name = undefined }
      // Withdrawn codes (SU, YU, ZR …) share names with current ones: the current code wins.
      if (name && name !== code && !WITHDRAWN.has(code) && !m.has(key(name))) m.set(key(name), code.toLowerCase())
    }
  }
  for (const [k, v] of Object.entries(EXTRA)) m.set(key(k), v)
  m.set(key('iran (islamic republic of)'), 'ir')
  m.set(key('iran islamic republic of'), 'ir')
  return m
}

/** The alpha-2 code of a country name or code, or undefined. */
export function countryCode(raw: string | undefined | null): string | undefined {
  if (!raw) return undefined
  const t = raw.trim()
  if (/^[A-Za-z]{2}$/.test(t)) return t.toLowerCase()
  table ??= build()
  const k = key(t)
  return table.get(k) ?? table.get(k.replace(/^the /, '')) ?? undefined
}

/** Codes for a list of names, keeping unrecognised text as it is (lower case). */
export function countryCodes(raws: (string | undefined | null)[]): string[] {
  const out = new Set<string>()
  for (const r of raws) {
    if (!r || !r.trim()) continue
    out.add(countryCode(r) ?? r.trim().toLowerCase())
  }
  return [...out]
}
