import { test } from 'node:test'
import assert from 'node:assert/strict'
import { sharedEngine } from './helpers.ts'

// Homepages read from their title and meta description alone (no body text), one trade named in each of the 14 main
// term languages (docs/intel.md, "High-risk flag: every class in every language, title and meta only (sixth blind
// pages)"). Every text here was written for these tests.
type Page = { title: string; description?: string }

async function failures(pages: Page[], cls: string, flagged: boolean): Promise<string[]> {
  const e = await sharedEngine()
  const bad: string[] = []
  for (const p of pages) {
    const r = await e.riskScore({ title: p.title, description: p.description, text: '' })
    const ok = flagged ? r.highRiskSimilarityScore >= 0.5 && r.matches[0]?.class === cls : r.highRiskSimilarityScore < 0.5
    if (!ok) bad.push(`${p.title} | ${p.description ?? ''} → ${r.highRiskSimilarityScore} ${r.matches[0]?.class}`)
  }
  return bad
}

test('a free trial that bills the shipping and then renews as a subscription is a negative-option offer in every main language', async () => {
  const pages: Page[] = [
    { title: 'Faltenfrei', description: 'Jetzt kostenlos testen: Sie zahlen nur den Versand. Danach Abo alle 30 Tage, jederzeit kündbar.' },
    { title: 'Ligne Parfaite', description: 'Essai gratuit du complément minceur : payez seulement les frais de port, puis abonnement mensuel.' },
    { title: 'Brillo', description: 'Prueba gratis durante 14 días, solo pagas el envío. Luego suscripción mensual.' },
    { title: 'Luce', description: 'Prova gratuita della crema: paghi solo la spedizione, poi abbonamento mensile.' },
    { title: 'Viço', description: 'Teste grátis do sérum, pague apenas o frete. Depois, assinatura mensal.' },
    { title: 'Straal', description: 'Probeer gratis onze crème, betaal alleen verzendkosten. Daarna een maandelijks abonnement.' },
    { title: 'Blask', description: 'Darmowa próbka kremu: płacisz tylko za wysyłkę, potem subskrypcja co miesiąc.' },
    { title: 'Сияние', description: 'Пробный период бесплатно — оплатите только доставку, далее ежемесячная подписка.' },
    { title: 'Işıltı', description: 'Ücretsiz deneme paketi için sadece kargo ücreti ödeyin; sonra aylık abonelik.' },
    { title: '光采', description: '免费试用装，只需支付运费，之后每月自动续订。' },
    { title: 'ヒカリ', description: '初回無料、送料のみ。2回目以降は定期購入になります。' },
    { title: '광채', description: '무료 체험 신청, 배송비만 결제. 이후 정기결제로 매달 배송됩니다.' },
    { title: 'إشراقة', description: 'تجربة مجانية للكريم، ادفع الشحن فقط ثم اشتراك شهري.' },
  ]
  assert.deepEqual(await failures(pages, 'Negative-option subscriptions', true), [])
})

test('outbound calling sold as a service is telemarketing in every main language', async () => {
  const pages: Page[] = [
    { title: 'Telefonakquise für den Mittelstand' }, { title: 'Prospection téléphonique B2B' },
    { title: 'Servicios de televenta' }, { title: 'Servizi di televendita' }, { title: 'Televendas para empresas' },
    { title: 'Telefonische acquisitie voor het MKB' }, { title: 'Telesprzedaż dla firm' },
    { title: 'Холодные звонки для вашего бизнеса' }, { title: 'Tele pazarlama hizmetleri' },
    { title: '专业电话营销外包' }, { title: 'テレアポ代行サービス' }, { title: '텔레마케팅 아웃소싱' },
    { title: 'خدمات التسويق عبر الهاتف للشركات' },
  ]
  assert.deepEqual(await failures(pages, 'Outbound telemarketing', true), [])
})

test('tournaments for real money and skill games named in Italian and Portuguese are skill games', async () => {
  const pages: Page[] = [
    { title: 'Arena', description: 'Tornei a denaro reale ogni sera.' },
    { title: 'Arena', description: 'Jogue por dinheiro de verdade em torneios diários.' },
  ]
  assert.deepEqual(await failures(pages, 'Skill games', true), [])
})

test('uploading and sharing files named in Polish and Portuguese is file hosting', async () => {
  const pages: Page[] = [
    { title: 'Chmura', description: 'Wrzuć pliki i wyślij link znajomym.' },
    { title: 'Nuvem', description: 'Hospede seus arquivos e envie o link.' },
  ]
  assert.deepEqual(await failures(pages, 'Cyberlockers and file sharing', true), [])
})

test('a museum or blog named by a compound, a health column, a Turkish blog and supervisors\' warnings about unregistered firms inform, they do not sell', async () => {
  const pages: Page[] = [
    { title: 'Zigarrenmuseum Bünde', description: 'Die Geschichte der Zigarrenherstellung in Ostwestfalen.' },
    { title: 'Gezondheidsblog van Apotheek Het Anker', description: 'De apotheker legt uit hoe u medicijnen bewaart en wat te doen bij hooikoorts.' },
    { title: 'Deva Eczanesi Sağlık Blogu', description: 'Eczacılarımızdan mevsim geçişi ve bağışıklık önerileri.' },
    { title: '安康药房健康专栏', description: '药师讲解用药安全与季节性过敏。' },
    { title: '소비자 경보', description: '미등록 해외선물 업체의 투자 권유에 주의하세요.' },
    { title: 'Yatırımcı Uyarıları', description: 'İzinsiz forex siteleri hakkında erişim engeli kararları.' },
  ]
  assert.deepEqual(await failures(pages, '', false), [])
})

test('the Chinese word for outbound calling is read in its compounds, not inside "outdoors, breathing"', async () => {
  assert.deepEqual(await failures([{ title: '户外呼吸新鲜空气的十个好去处' }], '', false), [])
  assert.deepEqual(await failures([{ title: '智能外呼系统' }], 'Outbound telemarketing', true), [])
})

test('a free trial of a service (a newspaper, a class, a lesson, a gym) is not a negative-option offer on its own', async () => {
  const pages: Page[] = [
    { title: 'Tagesblatt Digital', description: 'Jetzt 4 Wochen kostenlos testen und alle Artikel lesen.' },
    { title: 'GymFit Madrid', description: 'Prueba gratis tu primera clase de spinning.' },
    { title: 'さくら英会話', description: '初回無料体験レッスン受付中。駅前の英会話教室。' },
    { title: '健身房', description: '免费试用一周，专业私教。' },
    { title: 'Dil Kursu', description: 'Ücretsiz deneme dersi için hemen başvurun.' },
    { title: 'Онлайн-школа', description: 'Пробный период 7 дней для новых учеников.' },
    { title: 'Muziekschool', description: 'Probeer gratis een proefles piano of gitaar.' },
    { title: 'Ironworks Gym', description: 'Strength training and group classes. Start your 7-day free trial today.' },
    { title: 'Lingo Academy', description: 'Online Spanish and French lessons with native teachers. Book a free trial lesson.' },
    { title: 'Trackly', description: 'Plan projects and track tasks with your team. Start a 14-day free trial, no credit card required.' },
  ]
  assert.deepEqual(await failures(pages, '', false), [])
})
