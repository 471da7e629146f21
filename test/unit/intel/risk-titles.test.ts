import { test } from 'node:test'
import assert from 'node:assert/strict'
import { sharedEngine } from './helpers.ts'
import { brandTerms } from '../../../src/intel/risk/score.ts'

// Short titles written for these tests, one per language of the main trade-term lists and per trade: each names
// the class outright (an online casino, buying guns, a vape shop, live sex cams, a crypto exchange), so on its own it
// scores ≥ 0.8 for that class (docs/intel.md, "High-risk similarity").
const CLASSES = ['Gambling and betting', 'Weapons and ammunition', 'Tobacco and vaping', 'Adult content', 'Cryptocurrency and non-fiat currency']
const TITLES: Record<string, string[]> = {
  en: ['Online Casino', 'Buy Guns', 'Vape Shop', 'Live Sex Cams', 'Crypto Exchange'],
  de: ['Online-Casino', 'Waffen kaufen', 'E-Zigaretten Shop', 'Live-Sex-Cams', 'Krypto-Börse'],
  fr: ['Casino en ligne', 'Acheter des armes', 'Boutique de cigarettes électroniques', 'Webcams sexe en direct', 'Plateforme d\'échange crypto'],
  es: ['Casino online', 'Comprar armas', 'Tienda de vapeo', 'Cámaras de sexo en vivo', 'Exchange de criptomonedas'],
  it: ['Casinò online', 'Comprare armi', 'Negozio di sigarette elettroniche', 'Sesso in diretta webcam', 'Exchange di criptovalute'],
  pt: ['Cassino online', 'Comprar armas', 'Loja de vape', 'Câmeras de sexo ao vivo', 'Corretora de criptomoedas'],
  nl: ['Online casino', 'Wapens kopen', 'Vape winkel', 'Live seks cams', 'Cryptobeurs'],
  pl: ['Kasyno online', 'Kup broń', 'Sklep z e-papierosami', 'Kamerki sex na żywo', 'Giełda kryptowalut'],
  ru: ['Онлайн-казино', 'Купить оружие', 'Вейп-шоп', 'Секс-камеры онлайн', 'Криптобиржа'],
  tr: ['Online casino', 'Silah satın al', 'Elektronik sigara mağazası', 'Canlı seks kameraları', 'Kripto para borsası'],
  zh: ['在线赌场', '购买枪支', '电子烟商店', '成人直播', '加密货币交易所'],
  ja: ['オンラインカジノ', '銃を買う', '電子タバコ専門店', 'アダルトライブチャット', '仮想通貨取引所'],
  ko: ['온라인 카지노', '총기 구매', '전자담배 매장', '성인 라이브 캠', '암호화폐 거래소'],
  ar: ['كازينو أونلاين', 'شراء الأسلحة', 'متجر السجائر الإلكترونية', 'كاميرات جنس مباشرة', 'منصة تداول العملات الرقمية'],
}

for (const [lang, titles] of Object.entries(TITLES)) {
  test(`${lang}: a short title that names its class outright scores ≥ 0.8 for that class`, async () => {
    const e = await sharedEngine()
    const failed: string[] = []
    for (let i = 0; i < titles.length; i++) {
      const r = await e.riskScore({ title: titles[i]!, text: '' })
      if (!(r.highRiskSimilarityScore >= 0.8 && r.matches[0]?.class === CLASSES[i])) {
        failed.push(`${titles[i]} → ${r.highRiskSimilarityScore} ${r.matches[0]?.class}`)
      }
    }
    assert.deepEqual(failed, [])
  })
}

test('a Dutch "wapens" (weapons) title is weapons, not vaping (the Polish vape word is a whole word, not a prefix)', async () => {
  const e = await sharedEngine()
  const r = await e.riskScore({ title: 'Wapens kopen', text: '' })
  assert.equal(r.matches[0]!.class, 'Weapons and ammunition')
  assert.ok(!r.matches.some((m) => m.class === 'Tobacco and vaping' && m.score >= 0.5), JSON.stringify(r.matches))
})

test('"slot" is a time slot or a groove outside Italian and Turkish gambling phrases', async () => {
  const e = await sharedEngine()
  for (const title of ['Book a delivery slot', 'Slotted spoon, stainless steel']) {
    const r = await e.riskScore({ title, text: '' })
    assert.ok(r.highRiskSimilarityScore < 0.5, `${title} → ${r.highRiskSimilarityScore}`)
  }
  for (const title of ['Slot online e casinò', 'Slot oyunları ve canlı casino']) {
    const r = await e.riskScore({ title, text: '' })
    assert.ok(r.highRiskSimilarityScore >= 0.8 && r.matches[0]!.class === 'Gambling and betting', `${title} → ${r.highRiskSimilarityScore}`)
  }
})

test('a brand built from a trade word and a common word is read in its parts', async () => {
  const e = await sharedEngine()
  const rank = (w: string) => e.lexicon.vectors.index(w)
  assert.deepEqual(brandTerms('GunBroker', rank), [{ text: 'gun broker', f: 0.7 }])
  assert.deepEqual(brandTerms('Welcome to cryptohub', rank), [{ text: 'crypto hub', f: 0.7 }])
  for (const [title, cls] of [['GunBroker', 'Weapons and ammunition'], ['CryptoHub', 'Cryptocurrency and non-fiat currency'], ['Pharmacyking', 'Pharmacies and prescription drugs']]) {
    const r = await e.riskScore({ title: title!, text: '' })
    assert.equal(r.matches[0]?.class, cls, title)
    assert.ok(r.highRiskSimilarityScore >= 0.7 && r.highRiskSimilarityScore < 0.8, `${title} → ${r.highRiskSimilarityScore}`)
    assert.ok(r.matches[0]!.evidence.some((x) => x.endsWith('(title)')), r.matches[0]!.evidence.join(','))
  }
  // With the trade named again elsewhere the brand confirms it.
  const r = await e.riskScore({ title: 'GunBroker', description: 'Rifles and ammunition for sale', text: '' })
  assert.ok(r.highRiskSimilarityScore >= 0.9, String(r.highRiskSimilarityScore))
})

test('words and places that contain a trade word are not split into it (the Scunthorpe problem)', async () => {
  const e = await sharedEngine()
  const rank = (w: string) => e.lexicon.vectors.index(w)
  for (const w of ['Essex', 'therapist', 'Sussex', 'Middlesex', 'analytics', 'cocktail', 'Betty', 'Alphabet', 'Pokémon', 'Scunthorpe', 'Gunnison']) {
    assert.deepEqual(brandTerms(w, rank), [], w)
    const r = await e.riskScore({ title: `${w} – home`, text: '' })
    assert.ok(r.highRiskSimilarityScore < 0.5, `${w} → ${r.highRiskSimilarityScore}`)
  }
  // An unknown name that starts with a trade word and goes on with no word (a village) is a booster only.
  assert.deepEqual(brandTerms('Sexbierum', rank), [{ text: 'sex', f: 0.35 }])
  const r = await e.riskScore({ title: 'Sexbierum', text: '' })
  assert.ok(r.highRiskSimilarityScore < 0.5, String(r.highRiskSimilarityScore))
})
