/**
 * Head nouns of ordinary trades that are not merchant-risk classes (food and drink, groceries, building crafts,
 * laboratories, instruments, textiles), written for this project in the languages of ./terms. A title that names one
 * ("Casino Pizza Bar", "Ristorante Pizzeria Casino", "Radiocarbon Dating Laboratory", "Cigar Box Guitars",
 * "Hennep Isolatie") says what the business is; a class word beside it is a modifier or a name (a town, a building,
 * a brand), not what the page sells (docs/intel.md, "What the title says the business is"). Left out on purpose:
 * heads a risk trade uses for itself — bar, lounge, club, café (a cannabis coffee shop), shop, store, salon, spa,
 * studio, hotel and resort (a casino hotel), lab and labs (crypto projects), kitchen, house.
 * Latin-script heads are matched as whole folded words (a trailing `*` lets the word continue); heads in scripts
 * written without spaces, and Arabic, as substrings.
 */
import { fold, foldedWords } from './lexicon.ts'

const HEADS = [
  // en
  'pizza|pizzas|pizzeria*|restaurant*|grill|grille|diner|bistro|trattoria|steakhouse|burger|burgers|sushi|kebab*|tacos|taqueria|bbq|' +
  'barbecue|takeaway|catering|bakery|patisserie|creperie|brewery|winery|supermarket*|grocery|groceries|plumbing|plumber*|' +
  'roofing|insulation|landscaping|lawn|guitar*|laboratory|laboratories|fabrics|textiles|clothing|apparel',
  // de
  'ristorante|gaststatte|imbiss|backerei|konditorei|metzgerei|supermarkt|isolierung|dammung|dammstoff*|sanitar|' +
  'textilien|bekleidung',
  // fr
  'brasserie|boulangerie|superette|supermarche|epicerie|traiteur|laboratoire|isolation|vetements',
  // es
  'restaurante|pizzeria|cafeteria|panaderia|supermercado|laboratorio|aislamiento|ropa',
  // it
  'osteria|pizzeria|panificio|pasticceria|isolamento|abbigliamento',
  // nl
  'eetcafe|snackbar|bakkerij|isolatie|laboratorium|kleding',
  // pl
  'restauracja|piekarnia|cukiernia|izolacja|odziez',
  // ru
  'ресторан|пиццерия|пекарня|столовая|лаборатория|утеплитель|одежда',
  // tr
  'restoran|lokanta|pizzaci|firin|laboratuvar|yalitim|giyim',
  // ja, zh, ko, ar (substrings)
  'レストラン|ピザ|食堂|居酒屋|ラーメン|パン屋|餐厅|餐廳|饭店|飯店|披萨|比萨|面包店|레스토랑|피자|식당|베이커리|مطعم|بيتزا|مخبز',
].join('|').split('|').map((h) => fold(h))

const SPACELESS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Arabic}]/u
const WORDS = new Set(HEADS.filter((h) => !SPACELESS.test(h) && !h.endsWith('*')))
const PREFIXES = HEADS.filter((h) => h.endsWith('*')).map((h) => h.slice(0, -1))
const SUBSTRINGS = HEADS.filter((h) => SPACELESS.test(h))

/** The head noun of another trade that `title` names, if any. */
export function otherTradeHead(title: string): string | undefined {
  const f = fold(title)
  for (const w of foldedWords(f)) if (WORDS.has(w) || PREFIXES.some((p) => w.startsWith(p))) return w
  return SUBSTRINGS.find((s) => f.includes(s))
}
