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
  'roofing|insulation|landscaping|lawn|guitar*|laboratory|laboratories|fabrics|textiles|clothing|apparel|' +
  // board games (a poker set or a bingo game is a game for the table there)
  'board game*|boardgame*|tabletop|' +
  // vehicles (a car model's name is not its trade: "Ford Escort Owners Club")
  'owners club*|car club*|auto parts|car parts|dealership*|car dealer*|used cars|car rental|car hire|tyres|tires|pilot car*|oversize load*|heavy haul*',
  // de
  'ristorante|gaststatte|imbiss|backerei|konditorei|metzgerei|supermarkt|isolierung|dammung|dammstoff*|sanitar|' +
  'textilien|bekleidung|brettspiel*|autohaus|autoteile|gebrauchtwagen|autovermietung|reifen',
  // fr
  'brasserie|boulangerie|superette|supermarche|epicerie|traiteur|laboratoire|isolation|vetements|jeux de societe|pieces auto|concessionnaire auto*|location de voitures|pneus',
  // es
  'restaurante|pizzeria|cafeteria|panaderia|supermercado|laboratorio|aislamiento|ropa|juegos de mesa|recambios de coche|concesionario de coches|alquiler de coches|neumaticos',
  // it
  'osteria|pizzeria|panificio|pasticceria|isolamento|abbigliamento|giochi da tavolo|ricambi auto|concessionaria auto|autonoleggio|pneumatici',
  // nl
  'eetcafe|snackbar|bakkerij|isolatie|laboratorium|kleding|bordspel*|auto-onderdelen|autobedrijf|autoverhuur|autobanden',
  // pl
  'restauracja|piekarnia|cukiernia|izolacja|odziez|gry planszowe|czesci samochodowe|komis samochodowy|wypozyczalnia samochodow|opony',
  // ru
  'ресторан|пиццерия|пекарня|столовая|лаборатория|утеплитель|одежда|настольные игры|автозапчасти|автосалон|прокат автомобилей|шины',
  // tr
  'restoran|lokanta|pizzaci|firin|laboratuvar|yalitim|giyim|kutu oyun*|oto yedek parca|oto galeri|arac kiralama|lastik',
  // ja, zh, ko, ar (substrings)
  'レストラン|ピザ|食堂|居酒屋|ラーメン|パン屋|ボードゲーム|餐厅|餐廳|饭店|飯店|披萨|比萨|面包店|桌游|레스토랑|피자|식당|베이커리|보드게임|' +
  'مطعم|بيتزا|مخبز|ألعاب الطاولة|قطع غيار السيارات|تأجير سيارات|カー用品|自動車部品|中古車|レンタカー|汽车配件|二手车|租车|자동차 부품|중고차|렌터카',
].join('|').split('|').map((h) => fold(h))

const SPACELESS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Arabic}]/u
const SUBSTRINGS = HEADS.filter((h) => SPACELESS.test(h))
const esc = (w: string): string => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
// Latin-script heads (one or more words) on word boundaries of the folded title, a trailing `*` letting the last word continue.
const LATIN = new RegExp(`(?<![\\p{L}\\p{N}])(?:${HEADS.filter((h) => !SPACELESS.test(h)).map((h) => {
  const prefix = h.endsWith('*')
  return foldedWords(prefix ? h.slice(0, -1) : h).map(esc).join('\\s+') + (prefix ? '[\\p{L}\\p{N}]*' : '')
}).join('|')})(?![\\p{L}\\p{N}])`, 'u')

/** The head noun of another trade that `title` names, if any. */
export function otherTradeHead(title: string): string | undefined {
  const f = fold(title)
  return LATIN.exec(f)?.[0] ?? SUBSTRINGS.find((x) => f.includes(x))
}
