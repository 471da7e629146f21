import { test } from 'node:test'
import assert from 'node:assert/strict'
import { sharedEngine } from './helpers.ts'
import { portalHead } from '../../../src/intel/risk/heads.ts'

// Portals whose homepage menu names a risky section among many (a newspaper's "Casino" and "Poker results", a TV
// guide's poker final, a football club's betting partner and match odds) against sites whose menu is the trade (a
// casino lobby, a dating site, a bookmaker): docs/intel.md, "High-risk flag: portals whose menus name a risky section".
// Every text here was written for these tests.
type Page = { title: string; description?: string; text?: string }

async function scores(pages: Page[]): Promise<{ page: Page; score: number; cls: string | undefined }[]> {
  const e = await sharedEngine()
  const out = []
  for (const p of pages) {
    const r = await e.riskScore({ title: p.title, description: p.description, text: p.text ?? '' })
    out.push({ page: p, score: r.highRiskSimilarityScore, cls: r.matches[0]?.class })
  }
  return out
}

test('a portal names itself in its title or description, in several languages', () => {
  assert.equal(portalHead('The Riverside Herald – Local news'), 'herald')
  assert.equal(portalHead('Der Talbote – Nachrichten aus der Region'), 'nachrichten')
  assert.equal(portalHead('Club Deportivo Vallesur – Web oficial'), 'club deportivo')
  assert.equal(portalHead('港町新聞'), '新聞')
  assert.equal(portalHead('Lucky Orbit'), undefined)
  assert.equal(portalHead('Millbrook Rovers FC – Official website'), 'fc')
  assert.equal(portalHead('Bet on FC Lindental and every club in Europe', false), undefined)
  assert.equal(portalHead('体育投注，立即报名'), undefined)
  assert.equal(portalHead('Quickstake – Sports betting and odds'), undefined)
})

test('a risky section in the menu of a news portal, a TV guide or a football club is not the trade', async () => {
  const bad = (await scores([
    { title: 'The Riverside Herald – Local news', description: 'News, sport and weather for Riverside and the valley.',
    text: 'Home News Sport Business Casino Poker results Weather Opinion Obituaries Subscribe Log in Top stories Council approves new bridge budget. Schools reopen after storm. We use cookies. Accept Privacy Contact © 2025 Riverside Herald' },
    { title: 'Der Talbote – Nachrichten aus der Region', description: 'Nachrichten, Sport und Wetter aus der Region.',
    text: 'Startseite Nachrichten Sport Wirtschaft Casino Pokerergebnisse Wetter Meinung Traueranzeigen Abo Anmelden Top-Themen Gemeinderat beschließt neue Brücke. Schulen nach Sturm wieder offen. Wir verwenden Cookies. Akzeptieren Datenschutz Impressum Kontakt © 2025 Der Talbote' },
    { title: 'Вечерний город – новости', description: 'Новости, спорт и погода города.',
    text: 'Главная Новости Спорт Экономика Казино Покер Погода Мнения Подписка Войти Главное Совет утвердил бюджет моста. Школы открылись после шторма. Мы используем cookies. Принять Контакты © 2025' },
    { title: '港町新聞 – ニュース', description: '地域のニュース、スポーツ、天気。',
    text: 'ホーム ニュース スポーツ 経済 カジノ ポーカー 天気 オピニオン 購読 ログイン 市議会が新しい橋の予算を承認。嵐の後、学校が再開。クッキーを使用しています。同意 お問い合わせ © 2025' },
    { title: 'Millbrook Rovers FC – Official website', description: 'News, fixtures, tickets and shop of Millbrook Rovers Football Club.',
    text: 'Home News Fixtures Results Tickets Shop Club Academy Next match: Rovers v Town, Saturday 3pm. Match odds: home 2.10, draw 3.40, away 3.20. Bet responsibly. Our official betting partner: Kestrel Bet. 18+ Gambling can be addictive. Sponsors Contact © 2025 Millbrook Rovers FC' },
    { title: 'Club Deportivo Vallesur – Web oficial', description: 'Noticias, calendario, entradas y tienda del club.',
    text: 'Inicio Noticias Calendario Resultados Entradas Tienda Club Cantera Próximo partido: Vallesur contra Atlético Norte, sábado 18:00. Cuotas: local 2,10, empate 3,40. Patrocinador oficial de apuestas: Kestrel Apuestas. +18 Juega con responsabilidad. Patrocinadores Contacto © 2025' },
    { title: 'TV Tonight – TV guide', description: 'What is on TV tonight: films, series, sport and shows.',
    text: 'Tonight Tomorrow Films Series Sport Kids Documentaries Poker Horoscope 20:15 Crime drama 21:00 World Poker Tour final 22:30 News 23:00 Late film Watch live Set a reminder Privacy Contact © 2025 TV Tonight' },
  ])).filter((x) => x.score >= 0.5).map((x) => `${x.page.title} → ${x.score} ${x.cls}`)
  assert.deepEqual(bad, [])
})

test('a menu whose sections are all the trade still flags the site, with or without a news section', async () => {
  const bad = (await scores([
    { title: 'Lucky Orbit', description: 'Welcome to Lucky Orbit.',
    text: 'Slots Live Casino Poker Sports Promotions Log in Join now Welcome offer for new players. We use cookies. Accept Help Contact Terms 18+ Play responsibly © 2025 Lucky Orbit Ltd' },
    { title: 'Glücksstern', description: 'Willkommen bei Glücksstern.',
    text: 'Spielautomaten Live Casino Poker Sportwetten Aktionen Anmelden Registrieren Willkommensangebot für neue Spieler. Wir verwenden Cookies. Akzeptieren Hilfe Kontakt AGB 18+ Verantwortungsvoll spielen © 2025 Glücksstern' },
    { title: 'Золотая Звезда', description: 'Добро пожаловать.',
    text: 'Слоты Лайв казино Покер Ставки на спорт Акции Войти Регистрация Бонус для новых игроков. Мы используем cookies. Принять Помощь Контакты 18+ Играйте ответственно © 2025' },
    { title: '골드스타', description: '환영합니다.',
    text: '슬롯 라이브 카지노 포커 스포츠 토토 프로모션 로그인 회원가입 신규 회원 보너스. 쿠키를 사용합니다. 동의 고객센터 19+ © 2025' },
    { title: 'Heartline', description: 'Meet someone new.',
    text: 'Search Chat Flirt Dating Sign up free Log in Thousands of singles near you. We use cookies. Accept Help Privacy Terms 18+ © 2025 Heartline' },
    { title: 'Coeur Libre', description: 'Rencontrez quelqu\u2019un.',
    text: 'Recherche Chat Flirt Rencontres Inscription gratuite Connexion Des milliers de célibataires près de chez vous. Cookies. Accepter Aide Confidentialité 18+ © 2025' },
    { title: 'Quickstake', description: 'Sports and more.',
    text: 'Football Tennis Odds Live betting Horse racing Casino Promotions Log in Join New customer offer. We use cookies. Accept Help Responsible gambling 18+ © 2025 Quickstake' },
    { title: 'Puntata', description: 'Sport e altro.',
    text: 'Calcio Tennis Quote Scommesse live Ippica Casinò Promozioni Accedi Registrati Bonus di benvenuto. Usiamo i cookie. Accetta Aiuto Gioco responsabile 18+ © 2025 Puntata' },
    { title: 'Quickstake – Sports betting, odds and news', description: 'Football betting and live odds.',
    text: 'Football Tennis Odds Live betting Horse racing Casino News Promotions Log in Join 18+ © 2025 Quickstake' },
  ])).filter((x) => x.score < 0.5).map((x) => `${x.page.title} → ${x.score} ${x.cls}`)
  assert.deepEqual(bad, [])
})
