import type { LanguageTerms } from './types.ts'

export const pt: LanguageTerms = {
  gambling: 'cassino*|casino*|apostas|aposta esportiva|apostas esportivas|apostar|jogos de azar|roleta|poker|loteria*|bingo|caça-niqueis|caca niqueis|casa de apostas|jackpot*|rodadas gratis|+palpite*|~odds|~bonus de boas-vindas|~deposito',
  adult: 'porno*|xxx|sexo|videos porno|nua|nuas|erotic*|putaria|+sexy|~adult*|~gostosa*',
  dating: '+encontros|namoro|namoro online|solteiros|solteiras|paquera|conhecer pessoas|acompanhante*|+relacionamento*|~amor',
  pharma: 'farmacia*|drogaria*|medicamento*|remedio*|sem receita|viagra|cialis|~saude|~comprimido*',
  crypto: 'criptomoeda*|cripto|bitcoin*|ethereum|moeda virtual|moedas virtuais|+blockchain|~carteira*',
  cyberlocker: 'hospedagem de arquivos|compartilhar arquivos|armazenamento em nuvem|~download*',
  forex: 'forex|opcoes binarias|corretora*|+cfd|~trading|~alavancagem',
  tobacco_vape: 'cigarro eletronico|cigarros eletronicos|vape*|vaporizador*|tabaco*|tabacaria*|charuto*|narguile*|nicotina',
  weapons: 'armas de fogo|arma de fogo|+armas|pistola*|espingarda*|rifle*|municao|municoes|~caca',
  cannabis_drugs: 'cannabis|maconha|canabidiol|cbd|thc|canhamo',
  counterfeit: 'replica*|falsificad*|imitacao|~relogios de luxo',
  nutraceutical: 'suplemento*|emagrecer|emagrecimento|perder peso|termogenico*|+vitamina*|~capsulas',
  debt_payday: 'emprestimo rapido|emprestimo pessoal|credito rapido|~emprestimo*',
  skill_games: 'dinheiro real|ganhar dinheiro|~torneio*',
}
