/**
 * Whole-response verdicts: "not found" (the name is free), "reserved", and throttling / quota answers.
 * Registries phrase these in free text; the patterns are general wordings seen across registries,
 * each anchored so that a disclaimer mentioning "not found" in passing does not count.
 */

const NOT_FOUND = [
  /^\s*(?:%+|#+)?\s*(?:error:?\s*)?(?:no match|not found|no entries found|no data found|nothing found|no found|no information available|no object found|object does not exist|domain not found|no matching record|not registered|no such domain|domain unknown|unknown domain|no records? (?:found|matching))/im,
  /\b(?:is available for (?:registration|purchase)|is free|is not registered|has not been registered|is available|does not exist in (?:the )?(?:database|registry)|not exist|no entries found for|not been found|was not found|no matches? for|not found in (?:the )?(?:database|registry)|no se encontr|nicht registriert|n'est pas enregistr|non trovato|disponible)\b/i,
  /^\s*(?:domain\s*(?:name)?\s*)?(?:status|state)\s*[:.]*\s*(?:free|available|avail|no object found|not registered|domain_not_registered|not-registered|\d{3} available)\s*$/im,
  /^\s*%*\s*(?:the )?(?:queried )?(?:object|domain(?: name)?)\s+(?:\S+\s+)?(?:does not exist|not found|is not registered|is free)/im,
  /^free$/im,
]

const RESERVED = [
  /\b(?:is (?:a )?reserved|has been reserved|reserved (?:name|domain|by (?:the )?registry|word)|not available for registration)\b/i,
  /^\s*(?:domain\s*)?(?:status|state)\s*[:.]*\s*(?:reserved|restricted|prohibited|blocked)\b/im,
]

const THROTTLED = [
  /\b(?:quota exceeded|query limit|limit exceeded|exceeded (?:the )?(?:maximum|allowed|query|your)|too many (?:requests|queries|connections)|rate limit|try again later|temporarily (?:unavailable|blocked|denied)|access (?:denied|restricted)|blacklisted|number of (?:allowed )?queries|maximum (?:number of )?(?:queries|requests)|has been throttled|request limit|you have been banned|excessive (?:querying|queries)|max(?:imum)? (?:query|connection) rate|please wait|denied access|connection refused: too many)\b/i,
  /^\s*(?:%+\s*)?(?:error:\s*)?(?:55000000002|WHOIS LIMIT EXCEEDED|access control limit exceeded)/im,
]

export type Verdict = 'available' | 'reserved' | 'throttled' | null

/** Looks only at the first few KiB: verdict lines sit at the top, disclaimers at the bottom. */
export function answerVerdict(raw: string, hasData: boolean): Verdict {
  if (!hasData) {
    const head = raw.length > 4096 ? raw.slice(0, 4096) : raw
    if (RESERVED.some((re) => re.test(head))) return 'reserved'
    if (NOT_FOUND.some((re) => re.test(head))) return 'available'
    if (THROTTLED.some((re) => re.test(head))) return 'throttled'
    return null
  }
  return null
}
