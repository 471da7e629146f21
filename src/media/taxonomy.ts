/**
 * The offence taxonomy. Each category is anchored to the FATF's designated categories of offences (FATF
 * Recommendations, General Glossary, "designated categories of offences"; money laundering itself, R.3;
 * terrorist financing, R.5; targeted financial sanctions, R.6 and R.7), plus the non-criminal categories that
 * compliance screening also reports (regulatory enforcement, litigation, insolvency, misconduct). Each one maps
 * to one category of a 14-category scheme of the kind commercial adverse-media screens use, and carries the
 * `adverse` threshold at which a relevant story of that category counts (docs/media.md, "Categories").
 */
import type { AdverseCategory } from './lexicon.ts'

export const SCHEME_CATEGORIES = [
  'money_laundering', 'terrorism', 'sanctions', 'fraud', 'bribery_corruption', 'organised_crime', 'trafficking',
  'tax_crime', 'cybercrime', 'market_abuse', 'environmental_crime', 'violent_crime', 'regulatory', 'other_adverse',
] as const
export type SchemeCategory = typeof SCHEME_CATEGORIES[number]

export interface CategoryInfo {
  /** The FATF designated categories of offences this category covers (or what it is anchored to). */
  fatf: string
  /** The 14-category scheme's category. */
  scheme: SchemeCategory
  /** `adverse` at or above which a relevant story of this category counts (its strongest category decides). */
  threshold: number
}

/**
 * Thresholds: recall first for the predicate offences (a missed laundering or terrorism story costs more than
 * a false alarm a reviewer dismisses), stricter for categories where ordinary business news uses the same
 * words (lawsuits, insolvency, "scandal"). The values follow severity; the base was checked by 5-fold
 * cross-validation on the non-frozen dev rows (docs/media.md, "Measured").
 */
export const TAXONOMY: Record<AdverseCategory, CategoryInfo> = {
  money_laundering: { fatf: 'Money laundering (R.3)', scheme: 'money_laundering', threshold: 0.47 },
  terrorism: { fatf: 'Terrorism, including terrorist financing (R.5)', scheme: 'terrorism', threshold: 0.47 },
  sanctions: { fatf: 'Targeted financial sanctions, proliferation financing (R.6, R.7); smuggling of controlled goods', scheme: 'sanctions', threshold: 0.47 },
  fraud: { fatf: 'Fraud; forgery; counterfeiting currency; counterfeiting and piracy of products', scheme: 'fraud', threshold: 0.5 },
  bribery_corruption: { fatf: 'Corruption and bribery', scheme: 'bribery_corruption', threshold: 0.5 },
  organised_crime: { fatf: 'Participation in an organised criminal group and racketeering; extortion', scheme: 'organised_crime', threshold: 0.5 },
  trafficking: { fatf: 'Trafficking in human beings and migrant smuggling; sexual exploitation; illicit trafficking in narcotic drugs, arms, stolen and other goods; smuggling', scheme: 'trafficking', threshold: 0.47 },
  tax_crime: { fatf: 'Tax crimes (direct and indirect taxes)', scheme: 'tax_crime', threshold: 0.5 },
  cybercrime: { fatf: 'Fraud and theft by computer (cybercrime; not a separate FATF category)', scheme: 'cybercrime', threshold: 0.55 },
  market_abuse: { fatf: 'Insider trading and market manipulation', scheme: 'market_abuse', threshold: 0.5 },
  environmental_crime: { fatf: 'Environmental crime', scheme: 'environmental_crime', threshold: 0.55 },
  violent_crime: { fatf: 'Murder, grievous bodily injury; kidnapping, illegal restraint and hostage-taking; robbery or theft; piracy', scheme: 'violent_crime', threshold: 0.55 },
  regulatory_enforcement: { fatf: 'Not a predicate offence: supervisory and regulatory enforcement (fines, licence actions, bans)', scheme: 'regulatory', threshold: 0.5 },
  litigation: { fatf: 'Not a predicate offence: civil litigation', scheme: 'regulatory', threshold: 0.5 },
  insolvency: { fatf: 'Not a predicate offence: financial difficulty', scheme: 'other_adverse', threshold: 0.55 },
  misconduct: { fatf: 'Not a predicate offence: misconduct, ethics, unspecified wrongdoing', scheme: 'other_adverse', threshold: 0.6 },
}

/** Threshold for a story whose classifier found no category (wrongdoing reported in general terms). */
export const UNCATEGORISED_THRESHOLD = 0.6
