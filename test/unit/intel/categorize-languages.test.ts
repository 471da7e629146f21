// Built-in categories on pages in the languages read through written terms (docs/intel.md, "Categories in more
// languages"). Before the terms a Japanese shop came back as Business and Finance 0.57 with empty evidence and
// the warning unsupported_language; a language still not read keeps the warning.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { signalsFromHtml } from '../../../src/intel/signals.ts'
import { sharedEngine } from './helpers.ts'

const page = (lang: string, title: string, description: string, body: string): string =>
  `<html lang="${lang}"><head><title>${title}</title><meta name="description" content="${description}"></head><body><main><p>${body}</p></main></body></html>`

const PAGES: [string, string, string, string][] = [
  ['a Japanese shop', 'ja', 'Shopping', page('ja', 'ひなた雑貨ストア｜北欧食器と日用品の通販', '北欧デザインの食器、キッチン用品、タオルなど人気商品をオンラインで販売。5,000円以上のご注文で送料無料、最短翌日にお届けします。', 'お気に入りの商品をカートに入れて、クレジットカードまたは代金引換でご購入いただけます。新商品とセール情報はメールマガジンでお知らせします。')],
  ['a Russian news page', 'ru', 'Politics', page('ru', 'Правительство внесло в Госдуму поправки к избирательному закону — Новости', 'Депутаты рассмотрят законопроект о выборах в региональные парламенты до конца сессии, сообщил председатель комитета.', 'Оппозиционные партии раскритиковали инициативу правительства и потребовали общественного обсуждения. Президент поддержал идею провести выборы в единый день голосования.')],
  ['a Chinese travel page', 'zh', 'Travel', page('zh', '云南大理丽江七日游 - 旅游线路推荐与酒店预订', '精选大理、丽江、香格里拉旅游线路，含往返机票、特色民宿和景点门票，跟团游与私家团任选。', '春节假期去云南旅游的游客越来越多，建议提前预订酒店和机票。导游会带您游览洱海、古城和玉龙雪山。')],
  ['an Arabic health page', 'ar', 'Medical Health', page('ar', 'عيادة النخبة التخصصية - احجز موعدك مع أفضل الأطباء', 'عيادات متخصصة في أمراض القلب والسكري والأطفال، مع فحوصات مخبرية وأشعة وتشخيص دقيق.', 'إذا كنت تعاني من أعراض ارتفاع ضغط الدم مثل الصداع والدوخة فاستشر الطبيب. يقدم مستشفانا العلاج والمتابعة للمرضى على مدار الساعة.')],
]

for (const [what, lang, want, html] of PAGES) {
  test(`${what} gets ${want} with confidence ≥ 0.5 and no unsupported_language`, async () => {
    const e = await sharedEngine()
    const r = await e.categorize(signalsFromHtml(html, 'https://site.example/'))
    assert.equal(r.language, lang)
    assert.equal(r.categories[0]!.path?.[0], want, JSON.stringify(r.categories.slice(0, 3)))
    assert.ok(r.categories[0]!.confidence >= 0.5, String(r.categories[0]!.confidence))
    assert.equal(r.warnings?.some((w) => w.code === 'unsupported_language') ?? false, false)
    assert.ok(r.evidence.length > 0, 'the page words that decided are named')
  })
}

test('a page in a language still not read (Serbian) keeps unsupported_language and a lowered confidence, though Russian terms match', async () => {
  const e = await sharedEngine()
  const html = page('sr', 'Онлајн казино Фортуна — слот машине и рулет', 'Играјте рулет, блекџек и слот машине. Бонус за нове играче.', 'Брза исплата добитака и турнири са џекпотом сваке недеље.')
  const r = await e.categorize(signalsFromHtml(html, 'https://site.example/'))
  assert.equal(r.language, 'sr')
  assert.ok(r.evidence.length > 0, 'words matched (Russian terms, English cognates)')
  assert.deepEqual(r.warnings?.map((w) => w.code), ['unsupported_language'])
  assert.ok(r.categories[0]!.confidence < 0.5)
})

test('an English page is not moved by the other languages\' terms', async () => {
  const e = await sharedEngine()
  // English words that begin like a Turkish or Polish term (gold ~ gol, light ~ lig, polished ~ polis) were kept
  // out of the lists; this page's evidence names only English terms of its own class.
  const r = await e.categorize({ title: 'Gold prices and light industry: polished steel exports rise', description: 'Markets, companies and the economy.', text: 'Shares of steel companies rose on the stock market as exports grew and investors bought gold.' })
  assert.equal(r.categories[0]!.path?.[0], 'Business and Finance', JSON.stringify(r.categories.slice(0, 3)))
})
