import type { LanguageTerms } from './types.ts'

export const it: LanguageTerms = {
  gambling: 'casino*|casino online|scommess*|scommettere|scommetti|giochi online|gioco d azzardo|azzardo|slot|slot machine|poker|roulette|lotteria*|lotto|superenalotto|gratta e vinci|bingo|bookmaker*|jackpot*|+sisal|+snai|~quote|~bonus di benvenuto|~giocare',
  adult: 'porno*|xxx|sesso|video porno|nud*|erotic*|ragazze nude|+sexy|~adult*|~hard',
  dating: 'incontri|incontri online|+single|cerca partner|anima gemella|chat incontri|flirt*|escort*|+amore|~coppia',
  pharma: 'farmacia*|farmaci|farmaco|senza ricetta|ricetta medica|parafarmacia*|viagra|cialis|~salute|~compresse',
  crypto: 'criptovalut*|cripto|bitcoin*|ethereum|moneta virtuale|+blockchain|~portafoglio*',
  cyberlocker: 'condivisione file|caricare file|archiviazione online|~download|~scarica*',
  forex: 'forex|opzioni binarie|+cfd|~trading|~broker*',
  tobacco_vape: 'sigaretta elettronica|sigarette elettroniche|svapo|liquidi|tabacco|tabacchi|sigari|sigarett*|nicotina',
  weapons: 'armeria*|armi da fuoco|arma da fuoco|+armi|fucil*|pistol*|munizion*|+caccia|~coltell*',
  cannabis_drugs: 'cannabis|marijuana|canapa|cbd|thc|cannabis light|grow shop',
  counterfeit: 'replica*|repliche|contraffatt*|falsi|~orologi di lusso',
  nutraceutical: 'integratori|integratore|dimagrire|perdita di peso|brucia grassi|+vitamin*|~capsule',
  debt_payday: 'prestito veloce|prestiti veloci|cessione del quinto|~prestit*|~finanziament*',
  skill_games: 'soldi veri|vincere soldi|~torne*',
}
