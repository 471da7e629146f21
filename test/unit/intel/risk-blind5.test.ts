import { test } from 'node:test'
import assert from 'node:assert/strict'
import { sharedEngine } from './helpers.ts'

// Homepages as a crawler sees them: menus, cookie banners, footers, payment logos and a trade word in a side role
// (docs/intel.md, "High-risk flag: homepage furniture, places and payment lines, dispensing pharmacies (fifth blind
// pages)"). Every text here was written for these tests.
type Page = { title: string; description?: string; text?: string; url?: string }

async function scores(pages: Page[]): Promise<{ page: Page; score: number; cls: string | undefined }[]> {
  const e = await sharedEngine()
  const out = []
  for (const p of pages) {
    const r = await e.riskScore({ title: p.title, description: p.description, text: p.text ?? '', ...(p.url ? { url: p.url } : {}) })
    out.push({ page: p, score: r.highRiskSimilarityScore, cls: r.matches[0]?.class })
  }
  return out
}
async function high(pages: Page[]): Promise<void> {
  const bad = (await scores(pages)).filter((x) => x.score < 0.5).map((x) => `${x.page.title} → ${x.score} ${x.cls}`)
  assert.deepEqual(bad, [])
}
async function low(pages: Page[]): Promise<void> {
  const bad = (await scores(pages)).filter((x) => x.score >= 0.5).map((x) => `${x.page.title} → ${x.score} ${x.cls}`)
  assert.deepEqual(bad, [])
}

test('a short homepage body naming its trade by two distinct terms among menus and footers is the trade', async () => {
  await high([
    { title: 'Kestrel – Home', description: 'Racing, football and more.',
      text: 'Home Racing Football Cricket Golf Tennis Basketball Casino Promotions Results Join Log in We use cookies to give you the best experience and to show you offers that matter. Accept all or manage your preferences. New customers get a welcome offer on their first stake. Terms apply. Please play responsibly and set deposit limits in your account. Support Help centre Contact us Privacy Cookie policy Affiliates Careers Download the app on iOS and Android. © 2025 Kestrel Group Ltd. All rights reserved. Registered office in Gibraltar. Responsible gambling.' },
    { title: 'Velour', description: 'New videos every day.',
      text: 'Home Categories Channels Models Trending Live cams Upload Sign in Join for free You must be 18 or older to view this site. Enter Leave We use cookies to personalise content. Accept Popular tags amateur couples porn outdoor new this week Contact us Terms of service Privacy policy Copyright complaints Billing support Content removal Partners Advertise with us © 2025 Velour Media All rights reserved' },
  ])
})

test('one trade term in a short homepage body is a side mention', async () => {
  await low([
    { title: 'Maple & Pine', description: 'Board games, coffee and cake.',
      text: 'Games Menu Events Book a table Gift cards Monday quiz, Wednesday chess club, Friday poker for fun (no stakes). Open daily 10–22. Contact Privacy © 2025 Maple & Pine' },
  ])
})

test('a casino named as a landmark near a hotel or a restaurant is a place, in every language', async () => {
  await low([
    { title: 'Hotel Miramar', description: 'Sea-view rooms a short walk from the old town, steps from the Grand Casino.' },
    { title: 'Résidence Les Pins', description: 'Appartements de vacances à deux pas du casino et de la plage.' },
    { title: 'Albergo Belvedere', description: 'Camere con vista mare, vicino al Casinò municipale.' },
    { title: 'Pension Lindenhof', description: 'Ruhige Zimmer gegenüber dem Casino am Kurpark.' },
    { title: 'Гостиница Маяк', description: 'Номера с видом на море рядом с казино и набережной.' },
    { title: '해변 리조트', description: '오션뷰 객실, 카지노 근처 위치.' },
    { title: '海景酒店', description: '海景客房，邻近赌场和购物中心。' },
  ])
  await high([
    { title: 'Grand Casino Online', description: 'Play slots, roulette and blackjack at our casino. Welcome bonus.' },
  ])
})

test('a coin among a shop\'s payment methods is a way to pay, not the crypto trade', async () => {
  await low([
    { title: 'Birch & Loom', description: 'Hand-woven blankets. We accept Bitcoin.' },
    { title: 'Gartenwerk', description: 'Gartenmöbel aus Holz. Zahlung per PayPal, Visa oder Bitcoin.' },
    { title: 'Atelier Sable', description: 'Céramiques faites main. Paiement par carte bancaire, PayPal ou Bitcoin.' },
  ])
  await high([
    { title: 'CoinHarbor', description: 'Buy Bitcoin with Visa or Mastercard in minutes.' },
  ])
})

test('a pharmacy that dispenses against a prescription is not a pill shop; one that sells without is', async () => {
  await low([
    { title: 'Riverside Pharmacy', description: 'Upload your prescription and collect it in store. Flu shots and advice from our pharmacists. Opening hours: 8–20.' },
    { title: 'Linden-Apotheke', description: 'E-Rezept einlösen, Medikamente vorbestellen, Notdienst und Öffnungszeiten.' },
    { title: 'Pharmacie du Marché', description: 'Envoyez votre ordonnance en ligne. Vos pharmaciens vous accueillent : horaires et vaccination.' },
    { title: 'Farmacia San Marco', description: 'Ricetta elettronica, prenotazioni CUP e vaccini. Orari e farmacia di turno.' },
    { title: 'Аптека Ромашка', description: 'Рецептурные препараты отпускаются по рецепту врача. Часы работы и бронирование.' },
    { title: 'Yıldız Eczanesi', description: 'Reçeteli ilaçlar reçete ile verilir. Nöbetçi eczane ve çalışma saatleri.' },
    { title: '仁和大药房', description: '处方药须凭处方购买，执业药师在线咨询，门店营业时间。' },
    { title: '온누리약국', description: '처방전 접수, 약사 상담, 영업시간 안내.' },
  ])
  await high([
    { title: 'Riverside Meds', description: 'Viagra and Cialis without prescription. Our pharmacists ship discreetly. Opening hours 24/7.' },
    { title: 'Apotheke Direkt', description: 'Potenzmittel ohne Rezept bestellen. Öffnungszeiten und Apotheker-Beratung.' },
    // the sleeping pills, stimulants and opioids such shops sell are theirs whatever the page says about prescriptions
    { title: 'MedsCorner Pharmacy', description: 'Order Ambien, Adderall and alprazolam online. Upload your prescription, our pharmacists check it. Opening hours 24/7.' },
    { title: 'QuickCare Pharmacy', description: 'Hydrocodone, Percocet and zolpidem delivered fast. Upload your prescription and ask our pharmacists.' },
  ])
})

test('the deposit-insurance line of a bank is not a payday lender', async () => {
  await low([
    { title: 'Cedar Valley Bank', description: 'Personal loans, home loans and credit cards. Member FDIC. Equal Housing Lender.' },
  ])
})

test('a lender printing its partner bank\'s deposit-insurance line is still a payday lender', async () => {
  // "Member FDIC", "Equal Housing Lender", "Einlagensicherung" speak for the site only when it names itself a bank or
  // names a bank's own accounts; a lender arranging its loans through a partner bank prints them too.
  await high([
    { title: 'QuickCash Loans', description: 'Payday loans up to $1,000, same day. Bad credit OK.',
      text: 'Apply now Payday loans Cash advance Instant approval No credit check Member FDIC Equal Housing Lender How it works Rates © 2025' },
    { title: 'FastFunds', description: 'Payday loans and cash advances online. Loans are issued by Fixture Bank, Member FDIC.' },
    { title: 'Sofortkredit24', description: 'Kurzzeitkredit bis 1.000 € – Auszahlung in 24 Stunden, ohne Schufa. Einlagensicherung durch unsere Partnerbank.' },
  ])
})

test('a token launch page with its tokenomics is crypto', async () => {
  await high([
    { title: 'Orbital', description: 'Tokenomics, roadmap and presale. Connect wallet to join.' },
  ])
})

test('a trade term written with a hyphen and with a space is one term, not none', async () => {
  // "Online-Casino" matches both the spaced and the hyphenated form of the term; with "Roulette" the short body names
  // its class by two distinct terms.
  await high([
    { title: 'Northgate', description: 'Entertainment around the clock.',
      text: 'Home Sport Live Online-Casino Promotions Help Log in Register We use cookies to improve your experience. Accept all or manage preferences. Download our app for iOS and Android. Support Contact Privacy Terms Affiliates Careers Roulette tables open around the clock. © 2025 Northgate Entertainment Ltd. All rights reserved. Registered in Malta. Play responsibly. Customer service is available every day of the week by chat and e-mail. Our team answers questions about accounts, payments, verification and limits. Read the help pages or write to us; we reply within the hour. Follow us for news, events and offers, and tell us what you think of the new design of the site and the app.' },
  ])
})
