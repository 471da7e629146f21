/**
 * Head nouns of ordinary trades that are not merchant-risk classes (food and drink, groceries, building crafts,
 * laboratories, instruments, textiles, board games, vehicles), written for this project in the languages of ./terms. A title that names one
 * ("Casino Pizza Bar", "Ristorante Pizzeria Casino", "Radiocarbon Dating Laboratory", "Cigar Box Guitars",
 * "Hennep Isolatie") says what the business is; a class word beside it is a modifier or a name (a town, a building,
 * a brand), not what the page sells (docs/intel.md, "What the title says the business is"). Left out on purpose:
 * heads a risk trade uses for itself — bar, lounge, club, café (a cannabis coffee shop), shop, store, salon, spa,
 * studio, hotel and resort (a casino hotel), lab and labs (crypto projects), kitchen, house.
 * Latin-script heads are matched as whole folded words or phrases (a trailing `*` lets the last word continue); heads in scripts
 * written without spaces, and Arabic, as substrings.
 */
import { fold, foldedWords } from './lexicon.ts'

const HEADS = [
  // en
  'pizza|pizzas|pizzeria*|restaurant*|grill|grille|diner|bistro|trattoria|steakhouse|burger|burgers|sushi|kebab*|tacos|taqueria|bbq|' +
  'barbecue|takeaway|catering|bakery|patisserie|creperie|brewery|winery|supermarket*|grocery|groceries|plumbing|plumber*|' +
  'roofing|insulation|landscaping|lawn|guitar*|laboratory|laboratories|fabrics|textiles|clothing|apparel|rope|ropes|twine|cordage|' +
  // board games (a poker set or a bingo game is a game for the table there)
  'board game*|boardgame*|tabletop|' +
  // vehicles (a car model's name is not its trade: "Ford Escort Owners Club")
  'owners club*|car club*|auto parts|car parts|dealership*|car dealer*|used cars|car rental|car hire|tyres|tires|pilot car*|oversize load*|heavy haul*|' +
  // recruitment (a job board or careers page of a trade is not its merchant), builders and utilities, cosmetics
  // (a "nude" lipstick)
  'jobs|careers|vacancies|recruitment|job board|builders|construction|contractors|electricity|' +
  'lipstick*|lip kit*|lip gloss|nail polish|cosmetics|make-up|makeup|foundation shade*|' +
  // plant nurseries, pet care, dentists and fundraisers (a "Blackjack Oak" nursery, a "Casino Night" fundraiser)
  'nursery|nurseries|garden centre|garden center|pet grooming|dog grooming|grooming|veterinary|vet clinic|animal hospital|' +
  'dentist*|dental|fundraiser*|fundraising|' +
  // music groups and walking trails ("Cigar Box Blues Band", "Hookah Hill Trail"), and a trade's careers page in any language
  'band|orchestra|choir|hiking|trail|trails|work with us|join our team|jobba hos oss|arbeta hos oss|karriar|karriere|' +
  'arbeiten bei|travailler chez|trabaja con nosotros|werken bij|kariyer|' +
  // recipes (not the words that also mean a prescription: Rezept, receta, ricetta, рецепт, recept, وصفة), bookkeeping
  'recipe|recipes|recette|recettes|przepis|przepisy|tarifi|tarifleri|レシピ|食谱|菜谱|레시피|bookkeeping|accounting|accountant*',
  // de
  'ristorante|gaststatte|imbiss|backerei|konditorei|metzgerei|supermarkt|isolierung|dammung|dammstoff*|sanitar|' +
  'textilien|bekleidung|brettspiel*|autohaus|autoteile|gebrauchtwagen|autovermietung|reifen|stellenangebote|stellenmarkt|jobborse|' +
  'bauunternehmen|baufirma|stadtwerke|stromanbieter|lippenstift*|nagellack|kosmetik|baumschule|gartencenter|tierarzt*|tierklinik|zahnarzt*|zahnarztpraxis',
  // fr
  'brasserie|boulangerie|superette|supermarche|epicerie|traiteur|laboratoire|isolation|vetements|jeux de societe|pieces auto|concessionnaire auto*|location de voitures|pneus|' +
  'offres d emploi|recrutement|rouge a levres|vernis a ongles|maquillage|cosmetiques|pepiniere|jardinerie|toilettage|veterinaire|dentiste|cabinet dentaire',
  // es
  'restaurante|pizzeria|cafeteria|panaderia|supermercado|laboratorio|aislamiento|ropa|juegos de mesa|recambios de coche|concesionario de coches|alquiler de coches|neumaticos|' +
  'ofertas de empleo|bolsa de trabajo|pintalabios|esmalte de unas|maquillaje|cosmeticos|vivero|peluqueria canina|veterinario|clinica veterinaria|clinica dental',
  // it
  'osteria|pizzeria|panificio|pasticceria|isolamento|abbigliamento|giochi da tavolo|ricambi auto|concessionaria auto|autonoleggio|pneumatici|' +
  'offerte di lavoro|lavora con noi|rossetto|smalto|cosmetici|batom|maquiagem|vagas de emprego|vivaio|toelettatura|veterinario|studio dentistico|clinica dentale|clinica odontologica',
  // nl
  'eetcafe|snackbar|bakkerij|isolatie|laboratorium|kleding|bordspel*|auto-onderdelen|autobedrijf|autoverhuur|autobanden|vacatures|' +
  'lippenstift*|nagellak|lappstift*|nagellack|smink|kosmetik|ledige stillinger|lediga jobb|kwekerij|tuincentrum|trimsalon|dierenarts*|dierenkliniek|tandarts*|tandlakare|tandlaege|tannlege',
  // pl
  'restauracja|piekarnia|cukiernia|izolacja|odziez|gry planszowe|czesci samochodowe|komis samochodowy|wypozyczalnia samochodow|opony|' +
  'oferty pracy|szminka|szminki|lakier do paznokci|kosmetyki|szkolka roslin|centrum ogrodnicze|weterynarz|lecznica|gabinet weterynaryjny|dentysta|gabinet stomatologiczny',
  // ru
  'ресторан|пиццерия|пекарня|столовая|лаборатория|утеплитель|одежда|настольные игры|автозапчасти|автосалон|прокат автомобилей|шины|' +
  'вакансии|вакансії|помада|косметика|питомник|груминг|ветеринар*|ветклиника|стоматолог*',
  // tr
  'restoran|lokanta|pizzaci|firin|laboratuvar|yalitim|giyim|kutu oyun*|oto yedek parca|oto galeri|arac kiralama|lastik|' +
  'is ilanlari|ruj|oje|kozmetik|fidanlik|veteriner|pet kuafor|dis hekimi|dis klinigi',
  // ja, zh, ko, ar (substrings)
  'レストラン|ピザ|食堂|居酒屋|ラーメン|パン屋|ボードゲーム|餐厅|餐廳|饭店|飯店|披萨|比萨|面包店|桌游|레스토랑|피자|식당|베이커리|보드게임|' +
  'مطعم|بيتزا|مخبز|ألعاب الطاولة|قطع غيار السيارات|تأجير سيارات|カー用品|自動車部品|中古車|レンタカー|汽车配件|二手车|租车|자동차 부품|중고차|렌터카|' +
  '求人|口紅|化粧品|招聘|口红|化妆品|채용|립스틱|화장품|وظائف|أحمر شفاه|مستحضرات التجميل|' +
  '動物病院|歯科|宠物医院|牙科|동물병원|치과|طبيب بيطري|عيادة أسنان',
].join('|').split('|').map((h) => fold(h))

const SPACELESS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Arabic}]/u
// "Band" before a number is a volume in German, Dutch and the Nordic languages ("Manga Band 3"), not a music group.
const VOLUME = new Set(['band'])
const esc = (w: string): string => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A finder for a list of folded heads: Latin-script heads (one or more words) on word boundaries of the folded text, a
 * trailing `*` letting the last word continue; heads of scripts written without spaces as substrings.
 */
function headFinder(heads: readonly string[]): (folded: string) => string | undefined {
  const substrings = heads.filter((h) => SPACELESS.test(h))
  const latin = new RegExp(`(?<![\\p{L}\\p{N}])(?:${heads.filter((h) => !SPACELESS.test(h)).map((h) => {
    const prefix = h.endsWith('*')
    const words = foldedWords(prefix ? h.slice(0, -1) : h).map(esc).join('\\s+') + (prefix ? '[\\p{L}\\p{N}]*' : '')
    return VOLUME.has(h) ? `${words}(?!\\s+(?:\\d|[ivxl]+(?![\\p{L}\\p{N}])))` : words
  }).join('|')})(?![\\p{L}\\p{N}])`, 'u')
  return (f) => latin.exec(f)?.[0] ?? substrings.find((x) => f.includes(x))
}
const findHead = headFinder(HEADS)

/** The head noun of another trade that `title` names, if any. */
export function otherTradeHead(title: string): string | undefined {
  return findHead(fold(title))
}

/**
 * What a portal calls itself: a newspaper or news site, a magazine, a TV or radio guide, a sports club. Its homepage
 * menu lists many sections of which a risky one may be a single item ("News · Sport · Casino · Weather", "Dating",
 * "Horoscope"), and a club names its betting partner; the trade terms in such a menu are sections, not what the site
 * sells. Written for this project in the languages of ./terms; matched like the heads above. Left out: words a risk
 * trade uses of itself ("club" alone, "guide", "tips", "review"), and "magazine" in the trade words of a weapons
 * magazine is a separate sense handled by the class's own terms.
 */
const PORTALS = [
  // en
  'news|local news|newspaper|daily news|herald|gazette|tribune|chronicle|magazine|tv guide|tv listings|radio|' +
  'football club|soccer club|sports club|athletic club|rugby club|cricket club|hockey club',
  // de
  'nachrichten|zeitung|tageszeitung|magazin|fernsehprogramm|tv-programm|sportverein|fussballverein|fussballclub',
  // fr
  'actualites|journal|quotidien|magazine|programme tv|programme tele|club de football|club sportif|football club',
  // es
  'noticias|periodico|diario|revista|programacion tv|guia tv|club de futbol|club deportivo',
  // it
  'notizie|giornale|quotidiano|rivista|magazine|guida tv|programmi tv|associazione calcio|societa sportiva',
  // pt, nl, pl
  'jornal|revista|programacao da tv|futebol clube|nieuws|krant|tijdschrift|tv-gids|voetbalclub|voetbalvereniging|' +
  'wiadomosci|gazeta|magazyn|program tv|klub sportowy|klub pilkarski',
  // ru, tr
  'новости|газета|журнал|телепрограмма|программа передач|футбольный клуб|спортивный клуб|' +
  'haberler|haber|gazete|gazetesi|dergi|dergisi|tv rehberi|yayin akisi|spor kulubu|futbol kulubu',
  // ja, zh, ko, ar (substrings)
  'ニュース|新聞|雑誌|番組表|サッカークラブ|新闻|日报|晚报|报纸|杂志|电视节目|足球俱乐部|뉴스|신문|잡지|편성표|축구단|' +
  'أخبار|صحيفة|جريدة|مجلة|دليل التلفزيون|نادي كرة القدم',
].join('|').split('|').map((h) => fold(h))
const findPortal = headFinder(PORTALS)

/** A club's abbreviation ("Millbrook Rovers FC", "TSV Lindental"): read in a title only, since a description may
 * name the clubs a bookmaker takes bets on ("Bet on FC …"). */
const CLUB_ABBR = /(?<![\p{L}\p{N}])(?:fc|afc|sv|tsv|vfb|vfl)(?![\p{L}\p{N}])/u

/** The word by which `text` (a title, or with `title` false the opening of a description) names the page a portal, if any. */
export function portalHead(text: string, title = true): string | undefined {
  const f = fold(text)
  return findPortal(f) ?? (title ? CLUB_ABBR.exec(f)?.[0] : undefined)
}
