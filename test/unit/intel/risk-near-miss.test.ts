import { test } from 'node:test'
import assert from 'node:assert/strict'
import { signalsFromHtml } from '../../../src/intel/signals.ts'
import { otherTradeHead } from '../../../src/intel/risk/heads.ts'
import { sharedEngine } from './helpers.ts'

const page = (title: string, description: string, body = ''): string =>
  `<!doctype html><html><head><title>${title}</title><meta name="description" content="${description}">` +
  `</head><body><main><p>${body}</p></main></body></html>`
const score = async (title: string, description: string, body = '', url = 'https://site.example/'): Promise<number> =>
  (await (await sharedEngine()).riskScore(signalsFromHtml(page(title, description, body), url))).highRiskSimilarityScore

test('a title that names another trade\'s head noun reads the class word beside it as a name, not the trade', async () => {
  assert.equal(otherTradeHead('Ristorante Pizzeria Casino – Italienische Küche'), 'ristorante')
  assert.equal(otherTradeHead('Hennep Isolatie'), 'isolatie')
  assert.equal(otherTradeHead('Restauracja Kasyno Oficerskie'), 'restauracja')
  assert.equal(otherTradeHead('Lucky Casino – slots and live roulette'), undefined)
  // Flagged (≥ 0.5) before the rule: the class word is in the title, and the town's name in the description.
  for (const [t, d] of [
    ['Casino Pizza – Wood-Fired Pizza & Takeaway', 'Family pizzeria in Casino, NSW. Order for pickup or delivery.'],
    ['Blackjack Pizza – Order Online', 'Hand-tossed pizza, wings and salads, delivered hot.'],
    ['Radiocarbon Dating Laboratory', 'AMS radiocarbon dating of bone, charcoal and wood samples for archaeologists.'],
    ['Trattoria del Casinò – Cucina veneziana', 'Sarde in saor e baccalà mantecato, chiuso il martedì.'],
    ['Restauracja Kasyno Oficerskie – Obiady i przyjęcia', 'Obiady domowe, wesela i przyjęcia okolicznościowe.'],
  ]) assert.ok(await score(t!, d!) < 0.5, t)
  // The class's other terms still count: a restaurant page that offers slots and roulette is a casino.
  assert.ok(await score('Casino Pizza', 'Play online slots and live roulette, 200% welcome bonus and free spins.') >= 0.5)
  // A merchant of the trade whose title has no other trade's head still flags.
  assert.ok(await score('LuckyReels Casino – Play Online Slots', 'Claim a welcome bonus and free spins.') >= 0.8)
  assert.ok(await score('Pizzeria Ciao', 'Online casino, poker and sports betting.') >= 0.8)
})

test('a service that helps people stop smoking or vaping is not a tobacco merchant, in any language; a vape shop still is', async () => {
  // Each flagged (≥ 0.8) before: the page names cigarettes and e-cigarettes; the cessation words say it helps to stop.
  for (const [t, d] of [
    ['Sigara Bırakma Polikliniği – Devlet Hastanesi', 'Sigarayı ve elektronik sigarayı bırakmak isteyenlere ücretsiz danışmanlık ve tedavi.'],
    ['さくらクリニック 禁煙外来', 'タバコ・加熱式タバコをやめたい方へ、保険適用の治療を行っています。'],
    ['戒烟门诊 – 市人民医院', '为吸烟者和电子烟使用者提供咨询和药物治疗。'],
    ['보건소 금연클리닉', '담배와 전자담배를 끊고 싶은 분께 무료 상담과 니코틴 보조제를 제공합니다.'],
    ['عيادة الإقلاع عن التدخين', 'برنامج مجاني لمساعدتك على ترك السجائر والسجائر الإلكترونية.'],
    ['Centrum – jak rzucić palenie', 'Pomagamy rzucić papierosy i e-papierosy: porady lekarza.'],
  ]) assert.ok(await score(t!, d!) < 0.5, t)
  // A shop that mentions quitting in its sales copy still offers the trade (its offer cues outweigh the one cue).
  assert.ok(await score('VapeMart – Vape Shop', 'Quit smoking the easy way: buy e-liquids and starter kits, free shipping, add to cart.') >= 0.8)
  assert.ok(await score('電子タバコ通販 ベイプマート', 'VAPEスターターキットとリキッドを今すぐ購入。禁煙したい方にも。カートに入れる') >= 0.8)
  assert.ok(await score('Elektronik Sigara Dünyası – Likit ve Pod', 'Elektronik sigara, likit ve kartuş çeşitleri. Hemen satın al, aynı gün kargo.') >= 0.8)
})

test('a sport-shooting club and a hunting periodical name guns without selling them; a gun shop still flags', async () => {
  // Each flagged (≥ 0.8) before: rifles and pistols are named in the description.
  for (const [t, d] of [
    ['Стрелковый клуб «Центр» – тир и обучение', 'Спортивная стрельба из пневматики и малокалиберной винтовки для новичков.'],
    ['Ankara Atıcılık Kulübü', 'Havalı tüfek ve tabanca ile sportif atış eğitimleri.'],
    ['실내 사격장', '공기권총과 소총 사격 체험, 초보자 교육.'],
    ['نادي الرماية', 'تدريب على الرماية بالمسدس والبندقية للمبتدئين.'],
    ['Łowiec – Magazyn myśliwski', 'Polowania, broń i optyka myśliwska, prawo łowieckie.'],
    ['Club de tir de Lyon', 'Tir à la carabine et au pistolet, initiation le samedi.'],
  ]) assert.ok(await score(t!, d!) < 0.5, t)
  assert.ok(await score('Оружейный магазин «Калибр»', 'Купить ружья, карабины и патроны с доставкой.') >= 0.8)
  assert.ok(await score('Gun shop & indoor range', 'Buy handguns, rifles and ammo; range lanes open daily.') >= 0.8)
  assert.ok(await score('Silah Dünyası', 'Tabanca, tüfek ve fişek satışı, hemen satın al.') >= 0.8)
})

test('on a page whose title names another trade, a single strong term of a class is a side mention; two name the trade', async () => {
  // Flagged (≥ 0.5) before: "weed" and "hemp" are strong terms of the cannabis class.
  assert.ok(await score('Evergreen Lawn Care & Landscaping', 'Mowing, fertilising and weed control for homes in Ohio.') < 0.5)
  assert.ok(await score('Harbour Grill – Seafood Restaurant', 'Fresh oysters and grilled fish. Private room for poker nights.') < 0.5)
  // A restaurant title whose page sells the class by two or more of its terms still flags.
  assert.ok(await score('Green Leaf Bakery', 'CBD edibles and THC gummies, order online.') >= 0.5)
  assert.ok(await score('Pizzeria Ciao', 'Online casino, poker and sports betting.') >= 0.8)
})

test('a board-game shop that sells poker sets is a game shop; a poker room is not', async () => {
  assert.equal(otherTradeHead('Meeple Corner – Board Games & Puzzles'), 'board games')
  assert.equal(otherTradeHead('Gry planszowe Kraków'), 'gry planszowe')
  // Flagged (≥ 0.5) before: poker is a strong gambling term.
  assert.ok(await score('Meeple Corner – Board Games & Puzzles', 'Family games, card games and poker sets, with a play area on Fridays.') < 0.5)
  assert.ok(await score('Gry planszowe Kraków', 'Gry rodzinne, karty i zestawy do pokera.') < 0.5)
  assert.ok(await score('Royal Poker Room', 'Online poker tournaments and cash games, play now.') >= 0.8)
})

test('file sync sold to businesses and teams is not a cyberlocker; a free file host with premium downloads is', async () => {
  // Each flagged (≥ 0.8) before: cloud storage and file sharing are cyberlocker terms.
  for (const [t, d] of [
    ['Vaultline – облачное хранилище для бизнеса', 'Совместный доступ к файлам для команд, шифрование, серверы в России.'],
    ['팀드라이브 – 기업용 파일 공유', '팀 파일 공유와 동기화, 보안 인증과 관리자 권한.'],
    ['SyncBox – Cloud Storage for Teams', 'File sharing with single sign-on, admin controls and audit logs. From $6 per user.'],
  ]) assert.ok(await score(t!, d!) < 0.5, t)
  assert.ok(await score('FileDrop – Free File Hosting', 'Upload files up to 10 GB and share download links. Premium accounts get unlimited download speed.') >= 0.8)
  assert.ok(await score('ФайлКлад — файлообменник', 'Загружайте файлы и делитесь ссылками, быстрое скачивание с премиум-аккаунтом.') >= 0.8)
})

test('an open-source mirror\'s downloads and a gun-safety charity are not merchants of the class', async () => {
  // Each flagged (≥ 0.5) before.
  assert.ok(await score('Miroir de logiciels libres', 'Miroir de téléchargement pour les distributions et les projets libres.') < 0.5)
  assert.ok(await score('Open-source mirror', 'Direct download of Linux ISO images and free software packages.') < 0.5)
  assert.ok(await score('LockItUp – a gun-safety charity', 'Free gun locks and safe-storage advice for firearm owners; suicide prevention.') < 0.5)
  assert.ok(await score('UpFichier – hébergeur de fichiers', 'Téléchargement illimité avec un compte premium, partage de fichiers jusqu\'à 5 Go.') >= 0.8)
  assert.ok(await score('Gun Vault Outlet', 'Buy handguns, rifles and ammo online; free shipping to your FFL.') >= 0.8)
})

test('Dutch and German cam sites written in compounds name their trade', async () => {
  // Each scored below 0.5 before: "webcamsex" and "sexdates" are one word, and "sex" alone is the listed term.
  assert.ok(await score('HeteChat – Webcamsex en sexdates', 'Live webcamsex met meiden uit jouw buurt, direct chatten.') >= 0.8)
  assert.ok(await score('Camsex24', 'Livesex und Telefonsex rund um die Uhr.') >= 0.8)
  assert.ok(await score('Unisex kapsalon Amsterdam', 'Knippen, kleuren en föhnen voor dames en heren.') < 0.5)
})
