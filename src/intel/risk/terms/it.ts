import type { LanguageTerms } from './types.ts'

export const it: LanguageTerms = {
  gambling: 'casino*|casino online|scommess*|scommettere|scommetti|giochi online|gioco d azzardo|azzardo|~slot|slot machine*|slot online|poker|roulette|lotteria*|lotto|superenalotto|gratta e vinci|bingo|bookmaker*|jackpot*|+sisal|+snai|~quote|~bonus di benvenuto|~giocare',
  adult: 'porno*|xxx|sesso|video porno|nud*|erotic*|ragazze nude|+sexy|~adult*|~hard|video hard|film hard|webcam erotich*',
  dating: 'incontri|incontri online|+single|cerca partner|anima gemella|chat incontri|flirt*|escort*|+amore|~coppia|sugar daddy|agenzia matrimoniale|agenzie matrimoniali|chat per single|donne cercano uomini|uomini cercano donne',
  pharma: 'farmacia*|farmaci|farmaco|senza ricetta|ricetta medica|parafarmacia*|viagra|cialis|~salute|~compresse',
  crypto: 'criptovalut*|cripto|bitcoin*|ethereum|moneta virtuale|+blockchain|~portafoglio*|exchange di criptovalute',
  cyberlocker: 'condivisione file|caricare file|archiviazione online|~download|~scarica*|hosting di file|condividi file|caricamento file|+download illimitat*|film streaming gratis|streaming gratis|film gratis|+guarda film',
  forex: 'forex|opzioni binarie|+cfd|~trading|~broker*|robot di trading|bot di trading|+segnali di trading|+trading automatico',
  tobacco_vape: 'sigaretta elettronica|sigarette elettroniche|svapo|liquidi|tabacco|tabacchi|sigari|sigarett*|nicotina|svapare|svapat*|e-liquid*|atomizzator*|+tabaccheria*',
  weapons: 'armeria*|armi da fuoco|arma da fuoco|+armi|fucil*|pistol*|munizion*|+caccia|~coltell*|softair|armi softair|balestr*|comprare armi|compra armi|vendita armi|vendita di armi|negozio di armi',
  cannabis_drugs: 'cannabis|marijuana|canapa|cbd|thc|cannabis light|grow shop|infiorescenze cbd|infiorescenze di canapa|semi di cannabis|growshop|+hashish',
  counterfeit: 'replica*|repliche|contraffatt*|falsi|~orologi di lusso',
  nutraceutical: 'integratori|integratore|dimagrire|perdita di peso|brucia grassi|+vitamin*|~capsule|dimagrante|dimagranti|bruciagrassi|pre-workout|+proteine whey|+creatina',
  debt_payday: 'prestito veloce|prestiti veloci|cessione del quinto|~prestit*|~finanziament*',
  skill_games: 'soldi veri|vincere soldi|~torne*|denaro reale|+giochi di abilita|~vincite in denaro',
  negative_option: 'paghi solo la spedizione|solo spese di spedizione|~prova gratuita|~prova gratis|+campione gratuito|+campione omaggio|~abbonament*|~disdici quando vuoi|~disdetta|~mensil*',
  telemarketing: 'telemarketing|televendita|teleselling|chiamate outbound|+call center outbound|~call center',
}
