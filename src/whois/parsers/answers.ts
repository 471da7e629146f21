/**
 * Whole-response verdicts: "not found" (the name is free), "reserved", and throttling / quota answers.
 * Registries phrase these in free text; the patterns are general wordings seen across registries,
 * each anchored so that a disclaimer mentioning "not found" in passing does not count.
 */

const NOT_FOUND = [
  /^\s*(?:%+|#+)?\s*(?:error:?\s*)?(?:no match|not found|no entries found|no data found|nothing found|no found|no information available|no object found|object does not exist|domain not found|no matching record|not registered|no such domain|domain unknown|unknown domain|no records? (?:found|matching))/im,
  /\b(?:is available for (?:registration|purchase)|is free|is not registered|has not been registered|is available|does not exist in (?:the )?(?:database|registry)|not exist|no entries found for|not been found|was not found|no matches? for|not found in (?:the )?(?:database|registry)|no se encontr|nicht registriert|n'est pas enregistr|non trovato|disponible)\b/i,
  /^\s*(?:domain\s*(?:name)?\s*|query_|registration\s+)?(?:status|state)\s*[:.]*\s*(?:free|available|avail|no object found|not registered|domain_not_registered|not-registered|\d{3} available)\s*$/im,
  /^\s*%*\s*(?:the )?(?:queried )?(?:object|domain(?: name)?)\s+(?:\S+\s+)?(?:does not exist|not found|is not registered|is free)/im,
  /^free$/im,
]

/**
 * Wordings that say "no such object" only when they make up a short line of their own (a disclaimer may
 * use them inside a long sentence): "Nincs találat / No match" (.hu), "<name> no match" (.pt),
 * "Domain x not registred." (.ai), "x: no existe" (.cl), "El dominio no se encuentra registrado" (.ar),
 * "Object_Not_Found" (.mx), "*** Nothing found for this query." (.kz), "not known in … Registry"
 * (Freenom-style), "This query returned 0 objects." (IANA), "No domain records were found" (.coop),
 * "We could not find the requested domain" (registrars), "Available" (ZACR).
 */
const SHORT_LINE_NOT_FOUND = /\b(?:no match(?:es)?|not found|not registe?red|could not find|nothing found|no (?:domain |such )?(?:records?|entries|data|objects?|domains?|information)(?: (?:were|was|is|are))? (?:found|available)|returned 0 objects|does not have any data|no existe|no se encuentra registrad[oa]|no está registrad[oa]|object_not_found|not known in|not available in (?:our|the) (?:whois )?database|not exist|n'existe pas|no entries|inexistente|não encontrad[oa])\b|^\W*(?:available|free|not registered|no data)\W*$/i

/**
 * The same, in registries' own languages, on a short line of its own: "nicht gefunden", "aucun résultat",
 * "non trovato", "niet gevonden", "nie znaleziono", "nenalezen", "bulunamadı", "не найден", "未找到". Matched
 * without word boundaries (they do not see letters outside ASCII); each wording is a whole phrase.
 */
const SHORT_LINE_NOT_FOUND_LOCAL = /(?:nicht gefunden|nicht registriert|ist nicht vergeben|aucun r[ée]sultat|introuvable|non trouv[ée]|n'est pas enregistr|non trovat[oa]|non registrat[oa]|non [èe] registrat|niet gevonden|niet geregistreerd|nie znaleziono|nie jest zarejestrowan|brak wynik|nenalezen|nebyl[ao]? nalezen|bulunamad|kay[ıi]tl[ıi] de[ğg]il|не найден|не зарегистрирован|未找到|没有找到|查无|該当するデータがありません|no se encontr|no encontrad[oa]|no registrad[oa]|não registrad[oa]|no hay registros|sin resultados)/i

const RESERVED = [
  /\b(?:is (?:a )?reserved|has been reserved|reserved (?:name|domain|by (?:the )?registry|word)|not available for registration|domain (?:you requested )?is (?:prohibited|restricted|blocked)|restricted domain name)\b/i,
  /^\s*(?:domain\s*)?(?:status|state)\s*[:.]*\s*(?:reserved|restricted|prohibited|blocked)\b/im,
  // "Reserved by DotAsia": a line of its own naming who holds the name back
  /^\s*%*\s*reserved by [\w .,&-]{2,40}$/im,
]

const THROTTLED = [
  /\b(?:quota exceeded|query limit|limit exceeded|exceeded (?:the )?(?:maximum|allowed|query|your)|too many (?:requests|queries|connections)|rate limit|try again later|temporarily (?:unavailable|blocked|denied)|access (?:denied|restricted)|blacklisted|number of (?:allowed )?queries|maximum (?:number of )?(?:queries|requests)|has been throttled|request limit|you have been banned|excessive (?:querying|queries)|max(?:imum)? (?:query|connection) rate|please wait|denied access|connection refused: too many)\b/i,
  /^\s*(?:%+\s*)?(?:error:\s*)?(?:55000000002|WHOIS LIMIT EXCEEDED|access control limit exceeded)/im,
]

/**
 * The registry refuses the name itself (invalid characters, an IDN that does not convert both ways,
 * a label the registry's rules forbid): no such name can be registered, so it is not registered. An answer
 * refusing the query's syntax ("invalid query") is not one: the name may exist.
 */
const INVALID = [
  /^\s*(?:%+\s*)?(?:error:?\s*)?(?:\d+\s+)?(?:non[- ]bijective|invalid (?:characters?|domain(?: name)?|name|label)\b|(?:domain )?name (?:is )?(?:not valid|invalid)|not a valid domain)/im,
  /^\s*query_status:\s*5\d\d\s+invalid (?:characters?|domain)/im,
  /\bcannot be registered because it (?:contravenes|violates|breaks)\b/i,
]

export type Verdict = 'available' | 'reserved' | 'throttled' | 'invalid' | null

/**
 * The first few KiB with every run of spaces and tabs made one space, lines trimmed and blank lines dropped.
 * The line-anchored patterns above start with `^\s*` and some put two such runs side by side
 * (`^\s*%*\s*`): on a long run of blank lines each line start would try every split of the run, cubic
 * work (4 KiB of newlines took minutes). With every whitespace run one character long they stay linear.
 */
export function verdictHead(raw: string): string {
  const head = raw.length > 4096 ? raw.slice(0, 4096) : raw
  return head.replace(/[^\S\n]+/g, ' ').replace(/ ?\n[\n ]*/g, '\n').replace(/^ /, '')
}

/** Looks only at the first few KiB: verdict lines sit at the top, disclaimers at the bottom. */
export function answerVerdict(raw: string, hasData: boolean): Verdict {
  if (!hasData) {
    const head = verdictHead(raw)
    if (RESERVED.some((re) => re.test(head))) return 'reserved'
    if (NOT_FOUND.some((re) => re.test(head))) return 'available'
    if (head.split('\n', 80).some((l) => l.length <= 120 && (SHORT_LINE_NOT_FOUND.test(l.replace(/^[\s%#*>-]+/, '')) || SHORT_LINE_NOT_FOUND_LOCAL.test(l)))) return 'available'
    if (INVALID.some((re) => re.test(head))) return 'invalid'
    if (THROTTLED.some((re) => re.test(head))) return 'throttled'
    return null
  }
  return null
}
