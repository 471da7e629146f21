/**
 * Function words: the most frequent grammatical words (articles, pronouns, auxiliaries, conjunctions,
 * prepositions) of the Latin-script languages most often met on merchant and news pages. Running prose is
 * 30–50 % function words whatever its subject, while names, brands and headlines' capitalised nouns carry
 * none, so a count of them tells the language of a news item that character-trigram profiles misread because
 * of its proper nouns ("Zijlaard-van Moorsel" read as Dutch, a Reuters market report read as Berber).
 *
 * Only words that belong to a single list count: a word written in two of these languages ("de", "in", "die",
 * "en", "la", "a") says nothing about which one, and is dropped from both when the lists are built.
 */
const LISTS: Record<string, string> = {
  // The hundred most frequent English words (function words and the commonest verbs, nouns and adverbs):
  // English words turn up in every language's pages, so the other lists must not count them.
  en: 'the be to of and in that have it for not on with he as you do at this but his by from they we say her she or an will my one all would there their what so up out if about who get which go me when make can like time no just him know take people into year your good some could them see other than then now look only come its over think also back after use two how our work first well way even new want because any these give day most us is are was were has had been those such should more per plus',
  fr: 'le les des du et est sont une un dans pour par sur avec qui que ce cette ces aux pas plus nous vous leur leurs été être ont mais ou où sa son ses au il elle',
  de: 'der das und ist sind ein eine einen dem den des mit für auf nicht auch sich von zu im wir sie ihr werden wurde wird bei oder aus nach über noch sein hat haben',
  es: 'el los las del y es son una un para por con que se su sus al lo como más pero este esta estos han ha sobre entre también fue ser muy ya',
  it: 'il lo gli le della delle dei degli e è sono una uno per con che non si nel nella al alla dal più ma questo questa anche come ha hanno stato essere',
  pt: 'o os as do da dos das e é são uma um para por com que não se no na nos nas ao mais mas como seu sua foi ser também está pelo pela',
  nl: 'het een en van is zijn de dat voor met op niet ook zich aan bij naar uit wordt worden werd heeft hebben deze dit wij jullie maar of nog al',
  sv: 'och att det är som för på med en ett av till inte har den de om var vi ni kan jag så men från också eller efter',
  da: 'og at det er som for på med en et af til ikke har den de om var vi kan jeg så men fra også eller efter hvor',
  no: 'og at det er som for på med en et av til ikke har den de om var vi kan jeg så men fra også eller etter hvor',
  fi: 'ja on ei se että oli ovat kun mutta myös tai jos niin kuin joka mitä tämä nämä hän he me te olla voi',
  pl: 'i w na z że się nie jest do to od jak po są dla przez oraz czy być który która które ale jego jej ich tak już',
  cs: 'a v na se že je to s z do o k jak jsou pro by být který která které ale jeho její jejich tak již také nebo',
  ro: 'și în la cu de pe că este sunt un o din pentru care nu se mai dar sau ca ai ale al lui fost fi acest această',
  hu: 'a az és hogy nem is egy van volt meg de csak már még mint vagy ez azt ezt akkor kell lesz lett',
  tr: 've bir bu da de için ile olarak çok daha en gibi ama ya ne var yok olan olan sonra kadar göre ki',
}

/** Tag → every word of its list (shared ones included). */
const FULL_LISTS: ReadonlyMap<string, ReadonlySet<string>> = new Map(Object.entries(LISTS).map(([tag, s]) => [tag, new Set(s.split(' '))]))

/** Tag → its distinctive function words (shared ones removed). */
export const FUNCTION_WORDS: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const seen = new Map<string, number>()
  for (const words of FULL_LISTS.values()) for (const w of words) seen.set(w, (seen.get(w) ?? 0) + 1)
  return new Map([...FULL_LISTS].map(([tag, words]) => [tag, new Set([...words].filter((w) => seen.get(w) === 1))]))
})()

const WORD = /[\p{L}'’]+/gu

/**
 * The language whose function words clearly dominate `text`: at least `min` hits and at least twice the
 * runner-up's; undefined otherwise (too little prose, or two languages mixed).
 */
export function functionWordLanguage(text: string, min = 3): string | undefined {
  const counts = new Map<string, number>()
  for (const m of text.toLowerCase().matchAll(WORD)) {
    // One letter is too little to tell languages apart (Polish "w", Czech "s", an English possessive's "s").
    if (m[0].length < 2) continue
    const w = m[0].replace(/’/g, '\'')
    for (const [tag, words] of FUNCTION_WORDS) if (words.has(w)) counts.set(tag, (counts.get(tag) ?? 0) + 1)
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1])
  const [best, second] = ranked
  if (!best || best[1] < min || best[1] < 2 * (second?.[1] ?? 0)) return undefined
  return best[0]
}

/**
 * Function words of scripts other than Latin, for lists of topic words only (a Russian, Arabic or Thai "and"
 * is never a topic). No English word is written in these scripts, so they apply whatever language a text is.
 */
const OTHER_SCRIPTS: Record<string, string> = {
  ru: 'и в во не на что с со по это как для к ко от из о об у за то но же а все всё или бы так ее её его их мы вы они он она оно был была были быть есть этот эта эти также при до после только уже',
  uk: 'і й та в у на що з із зі по це як для до від о про за але або теж також він вона вони ми ви їх його її був була були є цей ця ці',
  bg: 'и в във на че с със по това като за от за но или той тя те ние вие са е беше бяха този тази тези също',
  el: 'και το τη η ο οι τα των του της τον την στο στη στην στα στις στους με για σε που από είναι ένα μια ένας δεν θα να ως ή αλλά επίσης',
  ar: 'في من على إلى الى عن مع هذا هذه ذلك تلك التي الذي الذين أن إن ان كان كانت لا ما هو هي هم ثم أو او قد كل بين عند حتى لم لن',
  fa: 'و در به از که این با را است برای آن یک تا بر هم نیز یا اما شده شود می‌شود هست بود',
  he: 'של את על עם זה זו לא גם או כי אבל הוא היא הם הן יש אין כל אל מן בין',
  hi: 'का की के में है और से को पर यह एक हैं था थी थे भी नहीं लिए या तो ही वह इस उस कि जो',
  th: 'และ ของ ที่ ใน เป็น การ จะ ได้ ไม่ ให้ กับ ว่า แต่ หรือ โดย จาก นี้ ก็ ไป มา ความ อยู่ แล้ว เพื่อ ซึ่ง คือ',
  zh: '我们 你们 他们 她们 这个 那个 这些 那些 因为 所以 但是 如果 可以 没有 已经 就是 一个 还是 以及 或者 而且 自己 什么',
  ja: 'これ それ あれ この その あの ため こと もの など および または',
  ko: '그리고 하지만 그러나 또는 또한 그래서 때문에 있습니다 합니다 입니다 있는 하는 그 이 저',
}
const OTHER_SCRIPT_WORDS: ReadonlySet<string> = new Set(Object.values(OTHER_SCRIPTS).flatMap((s) => s.split(' ')))

/**
 * Whether `word` (lower case) is a grammatical word rather than a topic: a function word of a script other than
 * Latin, or one of `lang`'s own Latin-script list (every word of it, shared ones included). English words are not
 * filtered here: the tokenizer's stop words already take them out, and "son" or "plus" are English nouns.
 */
export function isFunctionWord(word: string, lang?: string): boolean {
  if (OTHER_SCRIPT_WORDS.has(word)) return true
  return lang !== undefined && lang !== 'en' && (FULL_LISTS.get(lang)?.has(word) ?? false)
}
