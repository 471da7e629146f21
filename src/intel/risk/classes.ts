/**
 * Merchant-risk classes for `high_risk_similarity_score`, each with the card-network merchant category
 * codes (ISO 18245 MCCs) whose high-risk programmes it triggers (Visa Integrity Risk Program / Mastercard
 * Business Risk Assessment and Mitigation categories). Term profiles are written for this project, with a
 * few French/German/Spanish/Italian/Portuguese trade words where a class is usually named that way.
 */
export interface RiskClass { name: string; mccs: string[]; terms: string }

export const RISK_CLASSES: readonly RiskClass[] = [
  { name: 'Gambling and betting', mccs: ['7995', '7800', '7801', '7802', '9406'],
    terms: 'casino casinos gambling gamble betting bet bets bettor sportsbook bookmaker odds wager wagering poker roulette blackjack slots slot jackpot lottery bingo baccarat spins deposit bonus payout apuestas wetten paris sportifs scommesse apostas glücksspiel juegos azar' },
  { name: 'Adult content', mccs: ['5967'],
    terms: 'adult porn porno xxx sex sexy nude naked erotic explicit webcam cams camgirls fetish escort nsfw adulte erwachsene adultos porno' },
  { name: 'Dating and escort services', mccs: ['7273'],
    terms: 'dating date singles matchmaking match hookup escort escorts companionship romance flirt lonely meet women men partner rencontre rencontres partnersuche citas incontri encontros' },
  { name: 'Pharmacies and prescription drugs', mccs: ['5122', '5912'],
    terms: 'pharmacy pharmacies prescription prescriptions rx pills tablets viagra cialis generic medication medications drugstore dosage mg without prescription pharmacie apotheke farmacia rezeptfrei ordonnance receta' },
  { name: 'Cryptocurrency and non-fiat currency', mccs: ['6051'],
    terms: 'crypto cryptocurrency cryptocurrencies bitcoin btc ethereum eth token tokens blockchain wallet exchange coin coins stablecoin defi mining nft altcoin krypto kryptowährung cryptomonnaie criptomonedas criptovalute' },
  { name: 'Cyberlockers and file sharing', mccs: ['4816'],
    terms: 'file hosting upload uploads download downloads sharing cyberlocker premium leech storage links torrent torrents warez rapid' },
  { name: 'Skill games', mccs: ['5816'],
    terms: 'skill games tournaments cash prizes fantasy sports win money play compete entry fee esports wager' },
  { name: 'Securities, forex and binary options', mccs: ['6211'],
    terms: 'forex binary options trading trader traders broker brokers cfd cfds leverage signals pips profit returns invest investment stocks currency pairs' },
  { name: 'Outbound telemarketing', mccs: ['5966'],
    terms: 'telemarketing call center outbound calls leads lead generation telesales sales calls dialer prospects' },
  { name: 'Negative-option subscriptions', mccs: ['5968'],
    terms: 'free trial trial subscription subscribe membership auto renew renewal recurring billing cancel anytime monthly offer' },
  { name: 'Tobacco and vaping', mccs: ['5993'],
    terms: 'tobacco cigarettes cigarette cigars cigar vape vaping vapes ecigarette eliquid juice nicotine pods hookah smoke smoking tabak tabac tabaco zigaretten cigarrillos' },
  { name: 'Weapons and ammunition', mccs: [],
    terms: 'guns gun firearms firearm rifle rifles pistol pistols ammunition ammo rounds shotgun handgun weapons knives tactical holster waffen munition armes munitions armas municiones armi' },
  { name: 'Illegal drugs and cannabis/CBD', mccs: [],
    terms: 'cannabis marijuana weed cbd thc hemp edibles gummies psychedelic mushrooms kratom dispensary strains buds cannabis marihuana hanf chanvre' },
  { name: 'Counterfeit and replica goods', mccs: [],
    terms: 'replica replicas counterfeit fake knockoff designer luxury watches handbags bags cheap authentic copies aaa réplique répliques replika réplica repliche' },
  { name: 'Nutraceuticals', mccs: [],
    terms: 'supplement supplements nutraceutical weight loss diet pills keto fat burner testosterone booster detox capsules natural formula clinically' },
  { name: 'Debt relief and payday lending', mccs: [],
    terms: 'payday loan loans cash advance debt relief consolidation credit repair bad credit instant approval lender borrow fast' },
]
