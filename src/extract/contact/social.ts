/**
 * Social profile links from anchors, `<link rel=me>` and JSON-LD `sameAs` (schema.org). A link counts
 * only when its path names a profile/page/channel/community on a known network; share, intent, sharer,
 * plugin, login, search, post and video links are left out. Output: `https://` + canonical host +
 * profile path, no query (except Facebook's `profile.php?id=`), no trailing slash.
 */
import type { RuleContext } from '../bundle.ts'
import { toStr } from '../normalize.ts'

interface Network {
  /** Canonical host the output uses. */
  host: string
  /** Matches the registrable host forms (after `www.`/`m.`/`mobile.` are dropped). */
  hosts: RegExp
  /** Returns the canonical profile path or undefined. `segs` are decoded path segments. */
  profile: (segs: string[], url: URL) => string | undefined
  lower?: boolean
}

const HANDLE = /^[A-Za-z0-9_.-]{1,100}$/
const one = (reserved: Set<string>, re = HANDLE) => (segs: string[]): string | undefined =>
  segs.length >= 1 && re.test(segs[0]) && !reserved.has(segs[0].toLowerCase()) && segs.length <= 2 ? '/' + segs[0] : undefined
const under = (kinds: string[]) => (segs: string[]): string | undefined =>
  segs.length >= 2 && kinds.includes(segs[0].toLowerCase()) && HANDLE.test(segs[1]) ? `/${segs[0].toLowerCase()}/${segs[1]}` : undefined
const set = (s: string) => new Set(s.split(' '))

const FB_RESERVED = set('sharer sharer.php share share.php plugins dialog login login.php hashtag watch photo.php photo story.php permalink.php l.php tr policies help privacy legal events search home.php marketplace gaming ads business recover settings notifications messages friends')
const X_RESERVED = set('intent share home search hashtag i login signup tos privacy settings explore messages notifications compose widgets.js about')
const IG_RESERVED = set('p reel reels explore accounts stories direct tv about developer legal')
const GH_RESERVED = set('login join features about pricing sponsors topics marketplace explore settings orgs site security enterprise collections trending search apps notifications')
const PIN_RESERVED = set('pin search ideas today explore login')

const NETWORKS: Network[] = [
  { host: 'www.facebook.com', hosts: /^(facebook\.com|fb\.com|fb\.me)$/, lower: true, profile: (segs, url) => {
    if (segs[0] === 'profile.php') return url.searchParams.get('id')?.match(/^\d+$/) ? `/profile.php?id=${url.searchParams.get('id')}` : undefined
    if (segs[0] === 'pages' && segs.length >= 2) return '/' + segs.slice(0, 3).join('/')
    if (segs[0] === 'groups' && segs[1]) return `/groups/${segs[1]}`
    return one(FB_RESERVED)(segs.slice(0, segs[1] === 'about' || segs[1] === 'posts' ? 1 : 2))
  } },
  { host: 'x.com', hosts: /^(twitter\.com|x\.com)$/, lower: true, profile: one(X_RESERVED, /^[A-Za-z0-9_]{1,15}$/) },
  { host: 'www.linkedin.com', hosts: /^([a-z]{2}\.)?linkedin\.com$/, profile: under(['company', 'in', 'school', 'showcase', 'pub']) },
  { host: 'www.instagram.com', hosts: /^instagram\.com$/, lower: true, profile: one(IG_RESERVED) },
  { host: 'www.youtube.com', hosts: /^youtube\.com$/, profile: (segs) =>
    segs[0]?.startsWith('@') && segs[0].length > 1 ? '/' + segs[0] : under(['channel', 'c', 'user'])(segs) },
  { host: 'www.tiktok.com', hosts: /^tiktok\.com$/, lower: true, profile: (segs) =>
    segs[0]?.startsWith('@') && segs.length === 1 && segs[0].length > 1 ? '/' + segs[0] : undefined },
  { host: 'www.pinterest.com', hosts: /^pinterest\.(com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/, lower: true, profile: one(PIN_RESERVED) },
  { host: 'github.com', hosts: /^github\.com$/, lower: true, profile: (segs) =>
    segs.length >= 1 && HANDLE.test(segs[0]) && !GH_RESERVED.has(segs[0].toLowerCase()) ? '/' + segs.slice(0, 2).join('/') : undefined },
  { host: 't.me', hosts: /^(t\.me|telegram\.me|telegram\.dog)$/, lower: true, profile: (segs) =>
    segs[0] && segs[0] !== 'share' && segs[0] !== 'iv' && HANDLE.test(segs[0]) ? '/' + segs.slice(0, segs[0] === 'joinchat' ? 2 : 1).join('/') : undefined },
  { host: 'wa.me', hosts: /^(wa\.me|api\.whatsapp\.com|whatsapp\.com|chat\.whatsapp\.com)$/, profile: (segs, url) => {
    if (url.hostname.endsWith('chat.whatsapp.com')) return segs[0] ? '/chat/' + segs[0] : undefined
    const phone = segs[0] === 'send' ? url.searchParams.get('phone') : /^\+?\d{6,15}$/.test(segs[0] ?? '') ? segs[0] : undefined
    return phone ? '/' + phone.replace(/\D/g, '') : undefined
  } },
  { host: 'discord.gg', hosts: /^(discord\.gg|discord\.com|discordapp\.com)$/, profile: (segs, url) =>
    url.hostname.endsWith('discord.gg') ? (segs[0] ? '/' + segs[0] : undefined) : segs[0] === 'invite' && segs[1] ? '/' + segs[1] : undefined },
  { host: 'www.reddit.com', hosts: /^(reddit\.com|old\.reddit\.com)$/, lower: true, profile: (segs) =>
    under(['r', 'user'])(segs) ?? (segs[0] === 'u' && segs[1] ? `/user/${segs[1]}` : undefined) },
  { host: 'www.threads.net', hosts: /^threads\.(net|com)$/, lower: true, profile: (segs) =>
    segs[0]?.startsWith('@') && segs.length === 1 ? '/' + segs[0] : undefined },
  { host: 'bsky.app', hosts: /^bsky\.app$/, lower: true, profile: under(['profile']) },
  { host: 'vk.com', hosts: /^vk\.com$/, lower: true, profile: one(set('share.php share login search feed')) },
  { host: 'weibo.com', hosts: /^weibo\.com$/, profile: one(set('share login search')) },
  { host: 'www.snapchat.com', hosts: /^snapchat\.com$/, lower: true, profile: under(['add']) },
  { host: 'www.twitch.tv', hosts: /^twitch\.tv$/, lower: true, profile: one(set('directory search videos login')) },
  { host: 'medium.com', hosts: /^medium\.com$/, lower: true, profile: (segs) => segs[0]?.startsWith('@') ? '/' + segs[0] : undefined },
  { host: 'vimeo.com', hosts: /^vimeo\.com$/, lower: true, profile: (segs) => segs.length === 1 && /^[a-z][\w-]*$/i.test(segs[0]) && !/^(search|upload|join|log_in|watch|features)$/.test(segs[0]) ? '/' + segs[0] : undefined },
]

// Mastodon and other fediverse servers: `/@user` on a host known to run one, or any `/@user` marked rel=me.
const FEDIVERSE = /^(mastodon\.[a-z.]+|mstdn\.[a-z.]+|[a-z.]*\.?social|fosstodon\.org|hachyderm\.io|infosec\.exchange|mas\.to|techhub\.social|toot\.[a-z.]+|chaos\.social|floss\.social)$/

export function normalizeSocial(href: string, relMe = false): string | undefined {
  let url: URL
  try { url = new URL(href) } catch { return undefined }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  const host = url.hostname.toLowerCase().replace(/^(www|m|mobile|mbasic|web)\./, '')
  let segs: string[]
  try { segs = url.pathname.split('/').filter(Boolean).map(decodeURIComponent) } catch { return undefined }
  const net = NETWORKS.find((n) => n.hosts.test(host))
  if (net) {
    const path = net.profile(segs, url)
    if (!path) return undefined
    return `https://${net.host}${net.lower ? path.toLowerCase() : path}`
  }
  if ((FEDIVERSE.test(host) || relMe) && segs.length === 1 && /^@[A-Za-z0-9_]{1,30}$/.test(segs[0])) return `https://${host}/${segs[0]}`
  return undefined
}

// Cheap test before any URL parsing: the href must name a known network or a `/@user` path.
const MAYBE_SOCIAL = /facebook|fb\.|twitter|x\.com|linkedin|instagram|youtube|tiktok|pinterest|github|t\.me|telegram|wa\.me|whatsapp|discord|reddit|threads\.|bsky|vk\.com|weibo|snapchat|twitch|medium|vimeo|\/@/i

export function extractSocial(ctx: RuleContext): string[] {
  const out = new Set<string>()
  const add = (href: string | undefined, relMe = false): void => {
    if (!href || !(MAYBE_SOCIAL.test(href) || (relMe && href.includes('@')))) return
    let abs: string
    try { abs = new URL(href.trim(), ctx.base).href } catch { return }
    const n = normalizeSocial(abs, relMe)
    if (n) out.add(n)
  }
  for (const a of ctx.scan.anchors) add(a.href, a.rel.includes('me'))
  for (const l of ctx.scan.links) if (l.rel.includes('me')) add(l.href, true)
  for (const obj of ctx.jsonLd) {
    const same = obj.sameAs
    for (const s of Array.isArray(same) ? same : [same]) add(toStr(s))
  }
  return [...out]
}
