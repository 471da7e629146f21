/**
 * Merchant-risk classes for `highRiskSimilarityScore`: the set a card acquirer underwrites separately, each
 * with its merchant category codes (ISO 18245 MCCs) and the card-scheme programme that applies to it (Visa
 * Integrity Risk Program, VIRP; Mastercard Business Risk Assessment and Mitigation, BRAM, and its merchant
 * registration programme, MRP). The table in docs/intel.md lists them; scheme rules change, so the programme
 * strings say what applies in general, not what a given acquirer requires. `terms` is the English profile
 * for the vector model; the multilingual trade terms are in ./terms.
 */
import type { RiskClassKey } from './terms/index.ts'

export interface RiskClass {
  key: RiskClassKey
  name: string
  mccs: string[]
  visa: string
  mastercard: string
  terms: string
}

export const RISK_CLASSES: readonly RiskClass[] = [
  { key: 'gambling', name: 'Gambling and betting', visa: 'VIRP high-integrity-risk (MCC 7995, 7801, 7802 registration)', mastercard: 'MRP: non-face-to-face gambling registration; BRAM: unlicensed gambling', mccs: ['7995', '7800', '7801', '7802', '9406'],
    terms: 'casino casinos gambling gamble betting bet bets bettor sportsbook bookmaker odds wager wagering poker roulette blackjack slots slot jackpot lottery bingo baccarat spins deposit bonus payout apuestas wetten paris sportifs scommesse apostas glücksspiel juegos azar' },
  { key: 'adult', name: 'Adult content', visa: 'VIRP high-integrity-risk (MCC 5967 registration)', mastercard: 'MRP: non-face-to-face adult content and services; BRAM: illegal adult content', mccs: ['5967'],
    terms: 'adult porn porno xxx sex sexy nude naked erotic explicit webcam cams camgirls fetish escort nsfw adulte erwachsene adultos porno' },
  { key: 'dating', name: 'Dating and escort services', visa: 'VIRP high-integrity-risk (MCC 7273 dating and escort)', mastercard: 'BRAM: escort and sexual services monitored', mccs: ['7273'],
    terms: 'dating date singles matchmaking match hookup escort escorts companionship romance flirt lonely meet women men partner rencontre rencontres partnersuche citas incontri encontros' },
  { key: 'pharma', name: 'Pharmacies and prescription drugs', visa: 'VIRP high-integrity-risk (non-face-to-face pharmacy, MCC 5122/5912)', mastercard: 'MRP: non-face-to-face pharmaceuticals registration', mccs: ['5122', '5912'],
    terms: 'pharmacy pharmacies prescription prescriptions rx pills tablets viagra cialis generic medication medications drugstore dosage mg without prescription pharmacie apotheke farmacia rezeptfrei ordonnance receta' },
  { key: 'crypto', name: 'Cryptocurrency and non-fiat currency', visa: 'VIRP high-integrity-risk (MCC 6051 cryptocurrency)', mastercard: 'MRP: cryptocurrency merchant registration', mccs: ['6051'],
    terms: 'crypto cryptocurrency cryptocurrencies bitcoin btc ethereum eth token tokens blockchain wallet exchange coin coins stablecoin defi mining nft altcoin krypto kryptowährung cryptomonnaie criptomonedas criptovalute' },
  { key: 'cyberlocker', name: 'Cyberlockers and file sharing', visa: 'VIRP monitored (file-sharing services)', mastercard: 'MRP: cyberlocker registration (MCC 4816)', mccs: ['4816'],
    terms: 'file hosting upload uploads download downloads sharing cyberlocker premium leech storage links torrent torrents warez rapid' },
  { key: 'skill_games', name: 'Skill games', visa: 'VIRP monitored (games of skill)', mastercard: 'MRP: skill-games registration (MCC 7994)', mccs: ['7994', '5816'],
    terms: 'skill games tournaments cash prizes fantasy sports win money play compete entry fee esports wager' },
  { key: 'forex', name: 'Securities, forex and binary options', visa: 'VIRP monitored (binary options, forex/CFD)', mastercard: 'BRAM: binary options and unlicensed investment', mccs: ['6211'],
    terms: 'forex binary options trading trader traders broker brokers cfd cfds leverage signals pips profit returns invest investment stocks currency pairs' },
  { key: 'telemarketing', name: 'Outbound telemarketing', visa: 'VIRP high-integrity-risk (MCC 5962, 5966, 5967 telemarketing)', mastercard: 'MRP: non-face-to-face telemarketing', mccs: ['5966', '5962'],
    terms: 'telemarketing call center outbound calls leads lead generation telesales sales calls dialer prospects' },
  { key: 'negative_option', name: 'Negative-option subscriptions', visa: 'Visa negative-option billing rules (free trials, MCC 5968)', mastercard: 'Mastercard negative-option billing requirements', mccs: ['5968'],
    terms: 'free trial trial subscription subscribe membership auto renew renewal recurring billing cancel anytime monthly offer' },
  { key: 'tobacco_vape', name: 'Tobacco and vaping', visa: 'VIRP high-integrity-risk (non-face-to-face tobacco and e-cigarettes, MCC 5993)', mastercard: 'MRP: non-face-to-face tobacco registration', mccs: ['5993'],
    terms: 'tobacco cigarettes cigarette cigars cigar vape vaping vapes ecigarette eliquid juice nicotine pods hookah smoke smoking tabak tabac tabaco zigaretten cigarrillos' },
  { key: 'weapons', name: 'Weapons and ammunition', visa: 'Acquirer policy (legal sales); VIRP Tier 1 where illegal', mastercard: 'BRAM: illegal weapons sales', mccs: ['5941', '5999'],
    terms: 'guns gun firearms firearm rifle rifles pistol pistols ammunition ammo rounds shotgun handgun weapons knives tactical holster waffen munition armes munitions armas municiones armi' },
  { key: 'cannabis_drugs', name: 'Illegal drugs and cannabis/CBD', visa: 'VIRP Tier 1 (illegal drugs); CBD under acquirer policy', mastercard: 'BRAM: illegal drugs; recreational cannabis prohibited', mccs: ['5122', '5499'],
    terms: 'cannabis marijuana weed cbd thc hemp edibles gummies psychedelic mushrooms kratom dispensary strains buds cannabis marihuana hanf chanvre' },
  { key: 'counterfeit', name: 'Counterfeit and replica goods', visa: 'VIRP Tier 1 (counterfeit, intellectual-property infringement)', mastercard: 'BRAM: counterfeit goods and IP infringement', mccs: ['5944', '5948'],
    terms: 'replica replicas counterfeit fake knockoff designer luxury watches handbags bags cheap authentic copies aaa réplique répliques replika réplica repliche' },
  { key: 'nutraceutical', name: 'Nutraceuticals', visa: 'Negative-option and high-chargeback monitoring', mastercard: 'BRAM / excessive-chargeback programme (free-trial nutraceuticals)', mccs: ['5499', '5968'],
    terms: 'supplement supplements nutraceutical weight loss diet pills keto fat burner testosterone booster detox capsules natural formula clinically' },
  { key: 'debt_payday', name: 'Debt relief and payday lending', visa: 'Acquirer policy (high chargeback and regulatory risk)', mastercard: 'Acquirer policy (high chargeback and regulatory risk)', mccs: ['6012'],
    terms: 'payday loan loans cash advance debt relief consolidation credit repair bad credit instant approval lender borrow fast' },
]
