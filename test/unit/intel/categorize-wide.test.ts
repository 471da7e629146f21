// Built-in categories in the fourteen languages of categorize/taxonomy-i18n-wide.ts and tree-i18n-wide.ts, and the
// trades the older lists lacked (docs/intel.md, "Categories in the languages of the risk lexicon"). Pages written
// for this test, not rows of test/fixtures/intel/cats-more.jsonl. Before the terms these pages came back at
// tier 1 only, or in another class, from English cognates and names (a Vietnamese betting site → Attractions
// 0.26 without a path, an Indonesian Muslim-fashion shop → Religion & Spirituality).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { foldWord, wordTerms } from '../../../src/intel/categorize/word-terms.ts'
import { sharedEngine } from './helpers.ts'

type Page = { title: string; description?: string; text: string; lang?: string }
const PAGES: [string, Page, string[]][] = [
  ['Vietnamese bookmaker', { title: 'Cá Cược Thể Thao 88 – Kèo Nhà Cái Hôm Nay', description: 'Cược bóng đá, nổ hũ và casino trực tuyến, rút tiền nhanh.', text: 'Nhận thưởng nạp lần đầu cho thành viên mới.', lang: 'vi' }, ['Attractions', 'Casinos & Gambling']],
  ['Indonesian Muslim-fashion shop', { title: 'Aisyah Modest Wear – Gamis dan Hijab Syar\'i', description: 'Belanja busana muslimah: gamis, tunik, khimar dan mukena dengan harga grosir.', text: 'Pengiriman ke seluruh Indonesia, bisa bayar di tempat.', lang: 'id' }, ['Style & Fashion', 'Women\'s Fashion', 'Women\'s Clothing']],
  ['Thai beach hotel', { title: 'บ้านทะเลรีสอร์ท หัวหิน – ที่พักติดทะเล', description: 'ห้องพักวิวทะเล สระว่ายน้ำ และอาหารเช้า จองห้องพักราคาพิเศษ', text: 'โรงแรมของเราอยู่ติดชายหาด เดินทางสะดวก', lang: 'th' }, ['Travel', 'Travel Type', 'Hotels and Motels']],
  ['Hindi news site', { title: 'दैनिक समाचार – राजनीति, चुनाव और सरकार', description: 'विधानसभा चुनाव के नतीजे, मंत्रियों के बयान और संसद की कार्यवाही।', text: 'मुख्यमंत्री ने नई सरकार की योजनाओं की घोषणा की।', lang: 'hi' }, ['Politics', 'Elections']],
  ['Swedish insurer', { title: 'Lugna Försäkringar – Bilförsäkring', description: 'Teckna trafikförsäkring, halvförsäkring eller helförsäkring för din bil.', text: 'Anmäl skada direkt i appen.', lang: 'sv' }, ['Personal Finance', 'Insurance', 'Motor Insurance']],
  ['Czech dentist', { title: 'Zubní klinika Úsměv – Plzeň', description: 'Zubní implantáty, bělení zubů a dentální hygiena.', text: 'Objednejte se k zubnímu lékaři online.', lang: 'cs' }, ['Medical Health', 'Diseases and Conditions', 'Dental Health']],
  ['Romanian job board', { title: 'JoburiAcum – Locuri de muncă în toată țara', description: 'Aplică la anunțuri de angajare și încarcă-ți CV-ul.', text: 'Angajăm vânzători, ingineri și șoferi.', lang: 'ro' }, ['Careers', 'Job Search']],
  ['Hebrew estate agent', { title: 'נכסי השרון – דירות למכירה בנתניה', description: 'דירות למכירה, פנטהאוזים ובתים פרטיים. תיווך מקצועי.', text: 'הדירות שלנו במרכז העיר.', lang: 'he' }, ['Real Estate', 'Real Estate Buying and Selling']],
  ['Ukrainian pharmacy', { title: 'Аптека Добробут – ліки з доставкою', description: 'Замовте ліки та вітаміни онлайн у найближчій аптеці.', text: 'Фармацевт проконсультує щодо препаратів.', lang: 'uk' }, ['Medical Health', 'Pharmaceutical Drugs']],
  ['Hungarian hosting company', { title: 'TárhelyPont – Webtárhely és domain regisztráció', description: 'Gyors tárhely WordPress oldalaknak, ingyenes SSL tanúsítvány.', text: 'Domain regisztráció és tárhely csomagok.', lang: 'hu' }, ['Technology & Computing', 'Computing', 'Internet', 'Web Hosting']],
  ['Persian university', { title: 'دانشگاه علم و هنر – پذیرش دانشجو', description: 'ثبت نام دوره‌های کارشناسی و کارشناسی ارشد.', text: 'دانشجویان ممتاز بورسیه می‌گیرند.', lang: 'fa' }, ['Education', 'College Education']],
  ['Danish car dealer', { title: 'Vejle Bilcenter – Brugte biler med garanti', description: 'Køb brugt bil hos din lokale bilforhandler. Vi tager din bil i bytte.', text: 'Finansiering og billån på stedet.', lang: 'da' }, ['Automotive', 'Auto Buying and Selling']],
  ['Finnish restaurant', { title: 'Ravintola Satama – Lounas ja illallinen Turussa', description: 'Pöytävaraus verkossa. Lounas arkisin klo 11–14.', text: 'Ruokalistalla kalaa ja kotimaista riistaa.', lang: 'fi' }, ['Food & Drink', 'Dining Out']],
  ['Greek bank, title in capitals', { title: 'ΤΡΑΠΕΖΑ ΚΡΗΤΗΣ – ΛΟΓΑΡΙΑΣΜΟΙ ΚΑΙ ΚΑΡΤΕΣ', description: 'Ανοίξτε λογαριασμό και εκδώστε χρεωστική κάρτα online.', text: 'Καταθέσεις με ευνοϊκό επιτόκιο.', lang: 'el' }, ['Personal Finance', 'Consumer Banking']],
  ['Norwegian bank', { title: 'Vestlandsbanken – Brukskonto, sparekonto og boliglån', description: 'Bli kunde i banken: nettbank, mobilbank og bankkort.', text: 'Søk boliglån med lav rente.', lang: 'no' }, ['Personal Finance', 'Consumer Banking']],
  ['Malay job board', { title: 'KerjaHebat – Jawatan Kosong di Malaysia', description: 'Cari kerja dan hantar resume kepada majikan.', text: 'Jawatan kosong kerajaan dan swasta setiap hari.', lang: 'ms' }, ['Careers', 'Job Search']],
  ['Bulgarian pharmacy', { title: 'Аптека Лайф – лекарства и витамини', description: 'Поръчайте лекарства онлайн с доставка до дома.', text: 'Аптеката работи денонощно.', lang: 'bg' }, ['Medical Health', 'Pharmaceutical Drugs']],
  ['Slovak estate agent', { title: 'Reality Nitra – byty na predaj', description: 'Realitná kancelária: predaj bytov, rodinných domov a pozemkov.', text: 'Nehnuteľnosti v Nitre a okolí.', lang: 'sk' }, ['Real Estate', 'Real Estate Buying and Selling']],
  // The trades the older lists lacked.
  ['Japanese pachinko hall', { title: 'マルハン駅南店 | パチンコ・パチスロ', description: 'パチスロ新台の導入日と出玉データを毎日更新。', text: '景品交換と会員カードのご案内。', lang: 'ja' }, ['Attractions', 'Casinos & Gambling']],
  ['Chinese lottery site', { title: '体彩大乐透开奖直播', description: '大乐透、双色球开奖号码查询，历史走势分析。', text: '本期中奖号码已公布。', lang: 'zh' }, ['Shopping', 'Lotteries and Scratchcards']],
  // A bookmaker names the sports it takes bets on: the betting words count at tier 1, or the sports win (a page
  // that names as many sports as betting words still goes to Sports).
  ['Chinese sportsbook', { title: '皇冠体育 – 足球篮球在线投注', description: '赛事赔率，滚球下注，充值快速到账。', text: '新用户首存送彩金。', lang: 'zh' }, ['Attractions', 'Casinos & Gambling']],
  ['Korean sports betting site', { title: '스포츠토토 승부식 – 오늘의 배당', description: '축구와 농구 경기 배당률, 온라인 베팅.', text: '신규 회원 충전 보너스.', lang: 'ko' }, ['Attractions', 'Casinos & Gambling']],
  ['French bakery', { title: 'Au Bon Pain de Lyon – Boulangerie artisanale', description: 'Pains au levain, viennoiseries, croissants et pâtisseries faits maison.', text: 'Commandez vos tartes et gâteaux pour le week-end.', lang: 'fr' }, ['Food & Drink', 'Desserts and Baking']],
  ['German bakery', { title: 'Landbäckerei Sommer', description: 'Frisches Brot, Brötchen, Brezeln und Kuchen aus unserer Backstube.', text: 'Torten auf Bestellung.', lang: 'de' }, ['Food & Drink', 'Desserts and Baking']],
]

for (const [what, page, path] of PAGES) {
  test(`a ${what} page gets ${path.join(' › ')} with confidence ≥ 0.5 and no language warning`, async () => {
    const e = await sharedEngine()
    const r = await e.categorize(page)
    assert.deepEqual(r.categories[0]!.path, path, JSON.stringify(r.categories.slice(0, 2)))
    assert.ok(r.categories[0]!.confidence >= 0.5, String(r.categories[0]!.confidence))
    assert.equal(r.warnings?.some((w) => w.code === 'unsupported_language') ?? false, false)
  })
}

test('folding: Greek accents and final sigma, Hebrew final letters, Persian keh and yeh, the Devanagari nukta', () => {
  assert.equal(foldWord('ΤΡΑΠΕΖΑΣ'), foldWord('τράπεζας'))
  assert.equal(foldWord('חשבון'), 'חשבונ')
  assert.equal(foldWord('بانک'), foldWord('بانك'))
  assert.equal(foldWord('ایران'), foldWord('ايران'))
  assert.equal(foldWord('ख़बर'), foldWord('खबर'))
})

test('Thai terms become the bigrams page text is cut into, without the pieces that straddle syllables', () => {
  const keys = [...wordTerms('โรงแรม').exact.keys()]
  assert.ok(keys.includes('โร') && keys.includes('แร'), keys.join(' '))
  assert.ok(!keys.includes('งแ'), 'a bigram ending in a leading vowel straddles two syllables')
})

test('a Hebrew word with a prefixed letter meets the term (במלון → מלון)', async () => {
  const e = await sharedEngine()
  const r = await e.categorize({ title: 'חופשה במלון על הים – הזמנת חדרים', description: 'במלונות שלנו: בריכה, ארוחת בוקר וחדרים עם נוף לים.', text: 'לחדרים יש מרפסת.', lang: 'he' })
  assert.equal(r.categories[0]!.path?.[0], 'Travel', JSON.stringify(r.categories.slice(0, 2)))
  assert.ok(r.evidence[0]!.terms.some((t) => /מלון|חדר/.test(t)), JSON.stringify(r.evidence))
})
