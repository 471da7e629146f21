import type { LanguageTerms } from './types.ts'
import { en } from './en.ts'
import { de } from './de.ts'
import { fr } from './fr.ts'
import { es } from './es.ts'
import { it } from './it.ts'
import { pt } from './pt.ts'
import { nl } from './nl.ts'
import { pl } from './pl.ts'
import { ru } from './ru.ts'
import { tr } from './tr.ts'
import { zh } from './zh.ts'
import { ja } from './ja.ts'
import { ko } from './ko.ts'
import { ar } from './ar.ts'
import { id, vi, th, hi, sv, cs, ro, el, he } from './more.ts'
import { da, no, fi, hu, uk, bg, sk, fa, ms } from './north.ts'

export type { LanguageTerms, RiskClassKey } from './types.ts'

/** Trade terms of every language, by ISO 639-1 code. */
export const RISK_TERMS: Readonly<Record<string, LanguageTerms>> = { en, de, fr, es, it, pt, nl, pl, ru, tr, zh, ja, ko, ar, id, vi, th, hi, sv, cs, ro, el, he, da, no, fi, hu, uk, bg, sk, fa, ms }
