/**
 * The stage of a case, from the legal-process verbs of the sentences that report it. The stages follow the
 * order of proceedings: an allegation, an investigation (probe, raid, arrest, a regulator's warning), a charge
 * (indictment, prosecution, trial), then an outcome — a settlement or fine (civil or regulatory: penalty,
 * licence suspended or revoked, ban), a conviction (guilty plea, sentence), or an acquittal (cleared, charges
 * dropped, conviction overturned). An article's stage is the furthest one its adverse sentences reach; an
 * acquittal wins only when no conviction is reported. Patterns run on folded text (text.ts) in English, German,
 * French, Spanish, Italian, Portuguese and Dutch.
 */
import { EXCULPATORY } from './lexicon.ts'

export const STAGES = ['allegation', 'investigation', 'charge', 'settlement', 'conviction', 'acquittal'] as const
export type Stage = typeof STAGES[number]

const STAGE_PATTERNS: [Stage, RegExp][] = [
  ['conviction', new RegExp('\\b(?:convict(?:ed|ion)|found guilty|pleaded guilty|pleads guilty|pled guilty|guilty plea|admit(?:s|ted)? guilt|sentenced|jailed|imprisoned|prison (?:term|sentence)|behind bars|'
    + '(?:gets|given|handed|receives?|received|serv(?:e|es|ing)) (?:a |an )?(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|\\w+teen|twenty|thirty|forty|fifty)[- ](?:years?|months?)|'
    + 'verurteilt|haftstrafe|condamne\\w*|condenad[oa]s?|condannat[oi]|veroordeeld)\\b')],
  ['settlement', new RegExp('\\b(?:fined|fines? (?:of|for|over)|(?:[$\\u00a3\\u20ac]|usd|eur|gbp)\\s?\\d[\\d.,]*\\s?(?:k|m|bn|mn|million|billion)?\\s+(?:fine|penalty|settlement)|penalt(?:y|ies)|'
    + '(?:agree[sd]?|agreeing|ordered|to|will) (?:to )?pay|settle(?:d|s|ment)|consent order|deferred prosecution agreement|disgorge\\w*|'
    + '(?:suspend|revok|withdr[ae]w|cancel|strip)\\w* (?:\\w+ ){0,3}licen[cs]e|licen[cs]e (?:\\w+ ){0,3}(?:revoked|suspended|withdrawn|cancelled|stripped)|banned (?:from|for)|barred from|struck off|'
    + 'geldstrafe|geldbusse|bussgeld|amende|multad?[oa]s?|multa|boete|sanzione pecuniaria)\\b')],
  ['charge', new RegExp('\\b(?:charged|charges? (?:of|against|over|for|with)|indict\\w*|prosecut(?:ed|ion|ing)|arraign\\w*|stands? trial|on trial|went on trial|trial (?:of|over|for)|faces? (?:\\w+ )?charges|'
    + 'lawsuit|sued|class action|angeklagt|anklage|inculpe\\w*|mis en examen|proces\\b|imputad[oa]s?|procesad[oa]s?|rinviat[oi] a giudizio|denunciad[oa]s?|aangeklaagd)\\b')],
  ['investigation', new RegExp('\\b(?:investigat\\w*|probe[ds]?|probing|raid(?:ed|s)?|searched|arrest(?:ed|s)?|detained|in custody|subpoena\\w*|warrant|seiz(?:ed|ure)|froze|frozen|questioned|under scrutiny|inquiry|'
    + 'warn(?:s|ed|ing)? (?:\\w+ ){0,5}(?:investors|consumers|the public|customers|savers)|(?:investor|consumer|public) (?:alert|warning)|(?:issued|issues) (?:a )?(?:public )?(?:warning|alert)|'
    + 'ermittl\\w*|festgenommen|verhaftet|durchsuch\\w*|enquete|perquisition\\w*|garde a vue|interpelle\\w*|investigacion|detenid[oa]s?|arrestad[oa]s?|allanamiento|indagine|inchiesta|indagat[oi]|arrestat[oi]|'
    + 'investigacao|pres[oa]s?|detid[oa]s?|onderzoek|gearresteerd|aangehouden)\\b')],
  ['allegation', new RegExp('\\b(?:accus\\w*|alleg\\w*|claim(?:s|ed)?|suspect(?:ed|s)?|reportedly|whistleblower|denie[sd]|beschuldigt|vorwurf\\w*|soupconne\\w*|presunt[oai]s?|suspeit[oa]s?|verdacht\\w*)\\b')],
]

const ORDER: Record<Stage, number> = { allegation: 0, investigation: 1, charge: 2, settlement: 3, conviction: 4, acquittal: 5 }

/** The furthest stage a folded sentence reports (undefined when it names no legal step). */
export function sentenceStage(s: string): Stage | undefined {
  if (EXCULPATORY.test(s)) return 'acquittal'
  for (const [stage, re] of STAGE_PATTERNS) if (re.test(s)) return stage
  return undefined
}

/**
 * The article's stage from its adverse sentences (folded): the furthest step reported; an acquittal only
 * when nothing was concluded against the entity; 'allegation' when the article reports wrongdoing without a
 * legal step.
 */
export function articleStage(adverseSentences: string[]): { stage: Stage; sentence: number } {
  let best: Stage | undefined, at = -1
  let acquitted = -1
  adverseSentences.forEach((s, i) => {
    const st = sentenceStage(s)
    if (!st) return
    if (st === 'acquittal') { if (acquitted < 0) acquitted = i; return }
    if (!best || ORDER[st] > ORDER[best]) { best = st; at = i }
  })
  if (acquitted >= 0 && best !== 'conviction') return { stage: 'acquittal', sentence: acquitted }
  return { stage: best ?? 'allegation', sentence: at }
}
