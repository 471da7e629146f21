/**
 * The screened entity's role in an adverse story, from the grammar of the sentences that name it (the name is
 * marked as `qqentity` by the matcher): the SUBJECT of the wrongdoing (the one accused, charged, fined…), its
 * VICTIM (defrauded, hacked, targeted, impersonated), the REGULATOR or authority acting (fines, charges,
 * warns, investigates someone else), a PLAINTIFF (sues, files a complaint), or the REPORTER (the outlet or
 * watchdog that revealed it). The patterns are structural — which side of an enforcement or offence verb the
 * name stands on, active or passive voice — not lists of names.
 *
 * Precedence: one subject sentence makes the entity a subject (a story can report a bank both as victim of
 * one fraud and as fined for another; recall comes first). Otherwise the most frequent other role wins; a
 * story that names the entity only near adverse terms without any of these structures counts as subject.
 */
export const ROLES = ['subject', 'victim', 'regulator', 'plaintiff', 'reporter'] as const
export type Role = typeof ROLES[number]

const E = 'qqentity'
const W = '(?:\\w+ ){0,3}' // up to three words between
const BE = '(?:is |are |was |were |has been |have been |had been |being |been |got |gets )?'
const ENFORCE_ACTIVE = '(?:fine[sd]?|charge[sd]?|sue[sd]|su(?:ing)|ban(?:s|ned)|suspend(?:s|ed)|revoke[sd]|warn(?:s|ed)?|order(?:s|ed)|penali[sz]e[sd]|sanction(?:s|ed)|indict(?:s|ed)|prosecute[sd]|investigat(?:es|ed|ing)|prob(?:es|ed|ing)|raid(?:s|ed)|arrest(?:s|ed)|accuse[sd]|alleg(?:es|ed)|impose[sd]|seize[sd]|froze|freezes|convict(?:s|ed)|sentence[sd]|jail(?:s|ed)|extradited|detained|targets|acquit(?:s|ted)|censure[sd]|disbar(?:s|red)|designates|blacklists)'
const PREP = '(?:with|for|over|by|after|in|on|of|as|under|to|from|amid|at|because|following|and|or|\\d[\\w.,]*|[$\\u00a3\\u20ac]\\S*)'

const SUBJECT = [
  // passive voice with the entity as the one acted on: "X was charged", "X fined £2m", "X accused of"
  new RegExp(`\\b${E} ${W}${BE}(?:accused|charged|arrested|convicted|fined|sentenced|jailed|indicted|investigated|probed|raided|sanctioned|banned|suspended|barred|implicated|involved in|linked to|tied to|suspected|ordered to|pleaded|pleads|pled|admit(?:s|ted)?|agreed to pay|agrees to pay|to pay|faces?|facing|under investigation|under scrutiny|sued|blacklisted|designated|expelled|struck off|penali[sz]ed|found guilty|guilty|stripped|lost (?:its|his|her|their) licen[cs]e)\\b`),
  // the entity as the doer of an offence verb: "X defrauded investors", "X laundered", "X bribed"
  new RegExp(`\\b${E} (?:(?!(?:was|were|is|are|been|being|got|had been|has been) )\\w+ ){0,3}(?:defrauded|laundered|bribed|embezzled|misappropriated|evaded|smuggled|trafficked|stole|forged|falsified|manipulated|concealed|hid|paid bribes|ran a|operated a|is a ponzi|was a ponzi|is a scam|was a scam|is a fraud|was a fraud)\\b`),
  // the entity as the object of an enforcement verb or a possessor of the case: "charges against X", "probe into X", "X's fraud"
  new RegExp(`\\b(?:against|into|of|on|fined|fines|charged|charges|sued|sues|sanctioned|sanctions|arrested|indicted|prosecuted|raided|banned|suspended|investigat\\w*|probe\\w*|warn\\w* (?:\\w+ ){0,4}(?:about|that|against)) (?:\\w+ ){0,2}${E}\\b`),
  new RegExp(`\\b${E} s (?:alleged|fraud|bribery|corruption|laundering|scheme|scam|trial|conviction|arrest|indictment|sentence|fine|penalty|ponzi|role in)\\b`),
]
const VICTIM = [
  // headline passive without its auxiliary: "X defrauded of £3m", "X duped by fake supplier" ("X defrauded investors" has an object)
  new RegExp(`\\b${E} (?:\\w+ ){0,2}(?:defrauded|scammed|duped|swindled|cheated|hacked|robbed|extorted|blackmailed|tricked|breached|conned) (?:of|out of|by|in)\\b`),
  new RegExp(`\\b${E} (?:\\w+ ){0,2}(?:is|are|was|were|has been|have been|had been|being|been|got|fell) (?:\\w+ )?(?:defrauded|scammed|duped|swindled|cheated|hacked|impersonated|robbed|extorted|blackmailed|tricked|targeted|breached)\\b`),
  new RegExp(`\\b${E} ${W}(?:victim|victims|targeted by|breached by|attacked by|hit by (?:a |an )?(?:cyber|hack|ransomware|fraud|scam))`),
  new RegExp(`\\b(?:defraud\\w*|scam\\w*|swindl\\w*|cheat\\w*|hack\\w*|impersonat\\w*|posing as|pretending to be|robb\\w*|extort\\w*|stole from|stealing from|embezzl\\w* from|fraud against|theft from|attack on|victims? of|targeting|targeted) (?:\\w+ ){0,2}${E}\\b`),
  new RegExp(`\\b${E} (?:\\w+ ){0,2}(?:lost|losses of|was owed|customers were|clients were|users were|employees were)\\b`),
]
const REGULATOR = [
  // active voice, something other than an amount or a preposition follows: "FCA fines Starling", "SEC charged three"
  new RegExp(`\\b${E} (?:has |have |had |on \\w+ |said it |says it |today )?${ENFORCE_ACTIVE} (?!${PREP}\\b)(?!${E})\\w+`),
  new RegExp(`\\b(?:according to|said|says|told) (?:the )?${E} (?:which|that)? ?(?:fined|charged|investigat\\w*|found)\\b`),
  new RegExp(`\\b${E} s (?:investigation|probe|inquiry|enforcement|ruling|decision|fine|findings|warning|charges|complaint|prosecutors?|officers|investigators)\\b (?:into|against|on|of|found|said|over)`),
]
/**
 * An official introduced by the title of an enforcement office ("Judge X", "Assistant U.S. Attorney X", "the
 * Metropolitan Police's X", "Special Rapporteur X") speaks for the authority. Tested after SUBJECT: "Judge X
 * was charged with bribery" still makes X the subject.
 */
const OFFICIAL = [
  new RegExp(`\\b(?:judge|justice|magistrate|prosecutors?|attorney|attorney general|police (?:chief|commissioner|superintendent|spokes\\w+)|commissioner|detective|inspector|investigators?|ombudsman|rapporteurs?|sheriff|coroner) ${E}\\b(?! s\\b)`),
  new RegExp(`\\b(?:police|court|regulator|prosecutors?|prosecution|fbi|sec|agency|commission|bureau|inspectorate|watchdog) s (?:\\w+ ){0,2}${E}\\b`),
]
const PLAINTIFF = [
  new RegExp(`\\b${E} (?:has |have |had )?(?:(?:sued|sues)(?! ${PREP}\\b)|is suing|filed (?:a |an )?(?:\\w+ )?(?:lawsuit|suit|complaint|claim)|brought (?:a |an )?(?:\\w+ )?(?:lawsuit|case|claim)|won (?:a |its |the )?(?:case|lawsuit|claim))\\b`),
  new RegExp(`\\b(?:lawsuit|suit|complaint|claim|case) (?:\\w+ ){0,2}(?:filed |brought )by ${E}\\b`),
  // a complainant who went to the police ("X contacted police after …", "X reported the theft to police")
  new RegExp(`\\b${E} (?:\\w+ ){0,2}(?:contacted|called|alerted|got in touch with|went to|turned to|reported (?:it|this|the \\w+|them) to) (?:the )?(?:\\w+ ){0,3}(?:police|authorities|sheriff|fbi)\\b`),
]
const REPORTER = [
  new RegExp(`\\b(?:according to|reported by|revealed by|investigation by|report by|analysis by|told) (?:the )?${E}\\b`),
  new RegExp(`\\b${E} (?:has )?(?:reported|revealed|has learned|has seen|uncovered|exposed|found that|investigation found|analysis found|journalists?|reporters?)\\b`),
]

/**
 * Role votes of one marked sentence (see EntityMatcher.mark). The victim structures are tested first: they are
 * the narrower ones ("X was defrauded", "scammers impersonating X stole …" would otherwise read as X doing it).
 */
export function sentenceRole(marked: string): Role | undefined {
  if (VICTIM.some((re) => re.test(marked))) return 'victim'
  if (PLAINTIFF.some((re) => re.test(marked))) return 'plaintiff'
  // active voice before passive: "X fined Y £2m" (X acts) before "X fined £2m" (X is fined)
  if (REGULATOR[0]!.test(marked)) return 'regulator'
  if (SUBJECT.some((re) => re.test(marked))) return 'subject'
  if (REGULATOR.some((re) => re.test(marked)) || OFFICIAL.some((re) => re.test(marked))) return 'regulator'
  if (REPORTER.some((re) => re.test(marked))) return 'reporter'
  return undefined
}

/** The article's role from its marked adverse sentences (the headline counts twice). */
export function articleRole(marked: { text: string; title?: boolean }[]): { role: Role; votes: Partial<Record<Role, number>> } {
  const votes: Partial<Record<Role, number>> = {}
  for (const m of marked) {
    const r = sentenceRole(m.text)
    if (r) votes[r] = (votes[r] ?? 0) + (m.title ? 2 : 1)
  }
  if (votes.subject) return { role: 'subject', votes }
  const other = (Object.entries(votes) as [Role, number][]).sort((a, b) => b[1] - a[1])[0]
  return { role: other ? other[0] : 'subject', votes }
}
