import type { LanguageTerms } from './types.ts'

export const pt: LanguageTerms = {
  gambling: 'cassino*|casino*|apostas|aposta esportiva|apostas esportivas|apostar|jogos de azar|roleta|poker|loteria*|bingo|caça-niqueis|caca niqueis|casa de apostas|jackpot*|rodadas gratis|+palpite*|~odds|~bonus de boas-vindas|~deposito|aposte|apostas online|aposta online|jogo do bicho',
  adult: 'porno*|xxx|sexo|videos porno|nua|nuas|erotic*|putaria|+sexy|~adult*|~gostosa*|videos de sexo|+nudes',
  dating: '+encontros|namoro|namoro online|solteiros|solteiras|paquera|conhecer pessoas|acompanhante*|+relacionamento*|~amor|sugar daddy|site de relacionamento*|site de namoro|mulheres procuram homens|homens procuram mulheres',
  pharma: 'farmacia*|drogaria*|medicamento*|remedio*|sem receita|viagra|cialis|~saude|~comprimido*',
  crypto: 'criptomoeda*|cripto|bitcoin*|ethereum|moeda virtual|moedas virtuais|+blockchain|~carteira*|exchange de criptomoedas',
  cyberlocker: 'hospedagem de arquivos|compartilhar arquivos|armazenamento em nuvem|~download*|compartilhamento de arquivos|upload de arquivos|hospede arquivos|hospede seus arquivos|compartilhe arquivos|+conta premium|~downloads ilimitados|filmes online gratis|assistir filmes online|assistir filmes|assistir online gratis|+filmes dublados|+series dubladas|filmes gratis',
  forex: 'forex|opcoes binarias|corretora*|+cfd|~trading|~alavancagem|opcoes binarias|+day trade|robo de trading|robo trader|+sinais de trading|+trading automatico',
  tobacco_vape: 'cigarro eletronico|cigarros eletronicos|vape*|vaporizador*|tabaco*|tabacaria*|charuto*|narguile*|nicotina|pod descartavel',
  weapons: 'armas de fogo|arma de fogo|+armas|pistola*|espingarda*|rifle*|municao|municoes|~caca|loja de armas|airsoft|+clube de tiro|comprar armas|compra de armas|venda de armas',
  cannabis_drugs: 'cannabis|maconha|canabidiol|cbd|thc|canhamo|sementes de maconha',
  counterfeit: 'replica*|falsificad*|imitacao|~relogios de luxo',
  nutraceutical: 'suplemento*|emagrecer|emagrecimento|perder peso|termogenico*|+vitamina*|~capsulas|emagrecedor*|queima de gordura|+whey protein|+creatina|+secar a barriga|+capsulas naturais',
  debt_payday: 'emprestimo rapido|emprestimo pessoal|credito rapido|~emprestimo*',
  skill_games: 'dinheiro real|ganhar dinheiro|~torneio*|dinheiro de verdade|+jogos de habilidade',
  negative_option: 'pague apenas o frete|pague so o frete|pagando so o frete|pagando apenas o frete|~experimente gratis|~teste gratis|+amostra gratis|~avaliacao gratuita|~assinatura*|~cancele quando quiser|~mensal*',
  telemarketing: 'telemarketing|televendas|prospeccao por telefone|prospeccao telefonica|+call center ativo|~call center',
}
