/**
 * Trade terms per merchant-risk class and language, written for this project. Each entry is a
 * `|`-separated list; a term is a word or phrase as a merchant would write it. Marks:
 *   `*` at the end — the last word may continue (inflections: `kasyn*` → kasyno, kasyna);
 *   `~` in front   — weak term (0.3): alone it never flags, it strengthens strong terms (bet, odds, date);
 *   `+` in front   — medium term (0.6).
 * Terms in scripts written without spaces (Han, kana, Hangul, Thai) and in Arabic or Hebrew script are matched as
 * substrings; the others on word boundaries, after case and accent folding (see ../lexicon.ts).
 */
export type RiskClassKey = 'gambling' | 'skill_games' | 'adult' | 'dating' | 'pharma' | 'crypto' | 'cyberlocker'
  | 'forex' | 'telemarketing' | 'negative_option' | 'tobacco_vape' | 'weapons' | 'cannabis_drugs' | 'counterfeit'
  | 'nutraceutical' | 'debt_payday'

export type LanguageTerms = Partial<Record<RiskClassKey, string>>
