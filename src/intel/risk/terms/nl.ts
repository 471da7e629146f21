import type { LanguageTerms } from './types.ts'

export const nl: LanguageTerms = {
  gambling: 'casino*|online casino*|gokken|gokkast*|kansspel*|sportweddenschap*|~wedden|weddenschap*|poker|roulette|loterij*|lotto|krasloten|bingo|jackpot*|~odds|~stortingsbonus|~welkomstbonus',
  adult: 'porno*|seks|sex|xxx|naakt*|erotiek|erotisch*|sexcam*|+sexy|~volwassen*',
  dating: 'daten|datingsite*|dating|singles|relatiebemiddeling|partner zoeken|flirt*|escort*|~liefde',
  pharma: 'apotheek*|online apotheek|medicijn*|geneesmiddel*|zonder recept|viagra|cialis|~recept',
  crypto: 'cryptovaluta|cryptomunt*|crypto|bitcoin*|ethereum|+blockchain|~wallet*',
  cyberlocker: 'bestanden delen|bestanden uploaden|online opslag|cloudopslag|~downloaden|~uploaden',
  forex: 'forex|binaire opties|+cfd*|~beleggen|~trading',
  tobacco_vape: 'e-sigaret*|e-liquid*|vape*|dampen|tabak*|sigaret*|sigaren*|waterpijp*|nicotine',
  weapons: 'wapens|vuurwapen*|geweer*|pistool*|munitie|~jacht',
  cannabis_drugs: 'cannabis|wiet|hennep|cbd|thc|growshop*|coffeeshop*',
  counterfeit: 'replica*|namaak|nep horloge*|~luxe horloges',
  nutraceutical: 'voedingssupplement*|supplement*|afvallen|vetverbrander*|+vitamine*|~capsules',
  debt_payday: 'snel geld lenen|flitskrediet*|minilening*|~lenen|~lening*',
  skill_games: 'echt geld|~toernooi*',
}
