import { test } from 'node:test'
import assert from 'node:assert/strict'
import { sharedEngine } from './helpers.ts'

// Homepages whose trade is implied by its working vocabulary (calibers of the streaming trade, the jargon of a cam
// site, a prop firm's evaluation, a pill shop's cycle), and ordinary pages that use the same words in a lawful sense
// (docs/intel.md, "High-risk flag: trades implied by their vocabulary (seventh blind pages)"). Every text here was
// written for these tests.
type Page = { title: string; description?: string; text?: string }

async function failures(pages: Page[], flagged: boolean): Promise<string[]> {
  const e = await sharedEngine()
  const bad: string[] = []
  for (const p of pages) {
    const r = await e.riskScore({ title: p.title, description: p.description, text: p.text ?? '' })
    if ((r.highRiskSimilarityScore >= 0.5) !== flagged) bad.push(`${p.title} | ${p.description ?? ''} → ${r.highRiskSimilarityScore} ${r.matches[0]?.class}`)
  }
  return bad
}

test('free streaming of films and series without a licence is read in several languages', async () => {
  assert.deepEqual(await failures([
    { title: 'MovieBox', description: 'Watch movies online free in HD, new episodes every day.' },
    { title: 'PutStream', description: 'Free movies online — stream the newest releases, no account needed.' },
    { title: 'CinéFlux', description: 'Tous les films en streaming VF, sans inscription.' },
    { title: 'PelisYa', description: 'Ver películas online gratis en español latino.' },
    { title: 'CineTela', description: 'Assistir filmes online grátis, dublados e legendados.' },
    { title: 'КиноЗал', description: 'Смотреть фильмы онлайн бесплатно в хорошем качестве.' },
  ], true), [])
})

test('the jargon of cam sites, booru boards and leaked creator content names adult content', async () => {
  assert.deepEqual(await failures([
    { title: 'Gelbox', description: 'Rule34 booru with 2 million tagged posts.' },
    { title: 'Kamerki', description: 'Вебкам модели в приват чате, токены за регистрацию.' },
    { title: 'LatinaLive', description: 'Shows privados con chicas webcam en vivo.' },
    { title: 'SpillVault', description: 'Fansly and creator leaks, new folders daily.' },
  ], true), [])
})

test('profile-browsing jargon and bride agencies name a dating site', async () => {
  assert.deepEqual(await failures([
    { title: 'Nearby', description: 'Women seeking men in your city. See who viewed me and send winks.' },
    { title: 'EastHearts', description: 'Ukrainian brides and romance tours to Kyiv.' },
  ], true), [])
})

test('token airdrops and mining-pool jargon name a crypto site', async () => {
  assert.deepEqual(await failures([
    { title: 'DropRadar', description: 'Claim free tokens: the newest airdrops, checked daily.' },
    { title: 'HashHive', description: 'PPLNS pool, stratum servers in three regions.' },
  ], true), [])
})

test('anabolic cycles, SARMs sold for research use only and GLP-1 compounds name a pill shop', async () => {
  assert.deepEqual(await failures([
    { title: 'Iron Labs', description: 'Trenbolone, Dianabol and Anavar with PCT support.' },
    { title: 'Helix Compounds', description: 'Ostarine, Ligandrol and MK-677. For research use only.' },
  ], true), [])
})

test('the words of a supplement funnel name a nutraceutical', async () => {
  assert.deepEqual(await failures([
    { title: 'PrimeVigor', description: 'Tongkat ali and fenugreek for natural testosterone support.' },
    { title: 'SlimRise', description: 'Exogenous ketones that burn belly fat. Rush my order!' },
    { title: 'Barriga Zero', description: 'Cápsulas naturais para secar a barriga, compre 3 leve 5.' },
  ], true), [])
})

test('trading bots, prop-firm signals and gold pairs name a high-risk investment offer', async () => {
  assert.deepEqual(await failures([
    { title: 'NeuroTrade', description: 'Our trading bot makes daily profits for you from €250.' },
    { title: 'GoldPips', description: 'XAUUSD signals on MT4 with entry, TP and SL.' },
  ], true), [])
})

test('loans without a credit check or a guarantor name a payday lender', async () => {
  assert.deepEqual(await failures([
    { title: 'QuickFunds', description: 'No credit check, money in your account in an hour.' },
    { title: 'Préstamo Ya', description: 'Préstamos sin aval aunque estés en ASNEF.' },
  ], true), [])
})

test('super clones and fake IDs name counterfeit goods', async () => {
  assert.deepEqual(await failures([
    { title: 'TimeClone', description: 'Super clone watches with Swiss movement.' },
    { title: 'IDGod', description: 'Scannable IDs for every state, shipped in 5 days.' },
  ], true), [])
})

test('trial funnels and prize bait that bill later name a negative-option offer', async () => {
  assert.deepEqual(await failures([
    { title: 'DermaLux', description: 'Claim your trial bottle today. Rush my trial!' },
    { title: 'Reward Center', description: 'Congratulations, you have been selected! Claim your prize now.' },
  ], true), [])
})

test('cash contests of skill and calls to an agent name their class', async () => {
  assert.deepEqual(await failures([
    { title: 'QuizPot', description: 'Play trivia for cash and win cash every night.' },
    { title: 'Kartenkönig', description: 'Geldturniere im Rommé, täglich Preisgeld.' },
    { title: 'ExitNow', description: 'Timeshare exit specialists. Call today, toll-free.' },
    { title: 'AutoShield', description: 'Extended vehicle warranty plans: speak to an agent now.' },
  ], true), [])
})

test('horse-racing naps and accumulator tips name a gambling site', async () => {
  assert.deepEqual(await failures([
    { title: 'TurfNaps', description: 'Each-way picks for every meeting, best odds guaranteed.' },
    { title: 'AccaKing', description: 'Accas, BTTS and correct score picks for the weekend.' },
  ], true), [])
})

test('lawful pages with the same vocabulary stay ordinary', async () => {
  assert.deepEqual(await failures([
    // a professional chamber, a dietitian, a charity and a credit union name the trade without selling it
    { title: 'Zahnärztekammer Nord', description: 'Informationen zu Arzneimitteln und Apotheken für Patienten.' },
    { title: 'Abnehmen mit Verstand', description: 'Ernährungsberatung durch unsere Diätassistentin.' },
    { title: 'Problem Gambling Help Line', description: 'Free, confidential support for anyone affected by betting.' },
    { title: 'Riverbend Credit Union', description: 'Auto loans, personal loans and savings for members.' },
    // a software mirror and a rope maker
    { title: 'Ubuntu ISO downloads', description: 'Mirror with checksums, torrent and rsync.' },
    { title: 'Northern Hemp Rope', description: 'Hemp ropes for sailing and gardens.' },
    // free streaming and a warranty named by an ordinary service
    { title: 'Grace Church', description: 'Watch free live streaming of our Sunday service.' },
    { title: 'Appliance World', description: 'Washers and fridges. Add an extended warranty at checkout.' },
  ], false), [])
})

test('a shop for shooting and hunting, or for reloading, names the weapons trade without naming a gun', async () => {
  assert.deepEqual(await failures([
    { title: 'Canyon Creek – Shooting & Hunting Supplies', description: 'Everything for the range and the field, shipped fast.' },
    { title: 'PrimerPoint', description: 'Reloading components: brass, primers and powder in stock.' },
  ], true), [])
})

test('a brand outlet promising 80 % off or more is read as a counterfeit shop; an outlet without such a discount is not', async () => {
  assert.deepEqual(await failures([
    { title: 'Adidas Outlet', description: 'Clearance sale, up to 80% off every model.' },
    { title: 'Scarpe firmate outlet', description: 'Saldi fino al -85%, spedizione gratuita.' },
  ], true), [])
  assert.deepEqual(await failures([
    { title: 'Riverside Outlet Village', description: '120 stores, opening hours and parking.' },
    { title: 'Winter sale', description: 'Up to 80% off last season\'s coats.' },
    { title: 'Home Outlet', description: 'Ex-display furniture, up to 70% off.' },
  ], false), [])
})

test('a bank that names itself in the title and quotes its exchange rates is not a forex broker', async () => {
  assert.deepEqual(await failures([
    { title: 'みなと銀行 – 外国為替相場一覧', description: '本日の外貨両替レートと外貨預金金利のご案内。' },
    { title: '华北银行 – 外汇牌价', description: '今日人民币外汇牌价，现汇买入价与现钞卖出价。' },
    { title: '한빛은행 – 외환 환율 조회', description: '오늘의 환전 환율과 송금 환율을 확인하세요.' },
  ], false), [])
})

test('trading robots, free film streaming and profile searches are read in the other main languages too', async () => {
  assert.deepEqual(await failures([
    { title: 'Gewinnmaschine', description: 'Unser Trading-Bot handelt für Sie, Start ab 250 €.' },
    { title: 'Robotrade', description: 'Le robot de trading qui investit pour vous.' },
    { title: 'Señales Pro', description: 'Señales de trading diarias en oro y divisas.' },
    { title: 'Kino Za Darmo', description: 'Filmy online za darmo, bez rejestracji.' },
    { title: 'DiziKeyfi', description: 'Full HD film izle, yeni bölümler her gün.' },
    { title: '影视天堂', description: '最新电影免费在线观看，高清无广告。' },
    { title: 'Treffpunkt', description: 'Frauen suchen Männer in deiner Stadt.' },
    { title: 'Cupido', description: 'Mujeres buscan hombres cerca de ti.' },
  ], true), [])
})
