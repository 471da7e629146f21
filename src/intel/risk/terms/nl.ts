import type { LanguageTerms } from './types.ts'

export const nl: LanguageTerms = {
  gambling: 'casino*|online casino*|gokken|gokkast*|kansspel*|sportweddenschap*|~wedden|weddenschap*|poker|roulette|loterij*|lotto|krasloten|bingo|jackpot*|~odds|~stortingsbonus|~welkomstbonus',
  adult: 'porno*|seks|sex|xxx|naakt*|erotiek|erotisch*|sexcam*|+sexy|~volwassen*|sexfilm*|webcamsex|camsex|livesex|sexchat*|sexdate*',
  dating: 'daten|datingsite*|dating|singles|relatiebemiddeling|partner zoeken|flirt*|escort*|~liefde|contactadvertentie*|sugardating|sugar daddy|vreemdgaan|+flirten',
  pharma: 'apotheek*|online apotheek|medicijn*|geneesmiddel*|zonder recept|viagra|cialis|~recept',
  crypto: 'cryptovaluta|cryptomunt*|crypto|bitcoin*|ethereum|+blockchain|~wallet*|cryptobeurs*|crypto beurs*|cryptowisselkantoor',
  cyberlocker: 'bestanden delen|bestanden uploaden|online opslag|cloudopslag|~downloaden|~uploaden|bestanden versturen|+grote bestanden|gratis films kijken|films gratis kijken|+gratis films',
  forex: 'forex|binaire opties|+cfd*|~beleggen|~trading|+handelssignalen|+automatisch handelen',
  tobacco_vape: 'e-sigaret*|e-liquid*|vape*|dampen|tabak*|sigaret*|sigaren*|waterpijp*|nicotine',
  weapons: 'wapens|vuurwapen*|geweer*|pistool*|munitie|~jacht|wapenwinkel*|wapenhandel*|airsoft|luchtbuks*|kruisboog*',
  cannabis_drugs: 'cannabis|wiet|hennep|cbd|thc|growshop*|coffeeshop*|wietzaden|cannabiszaden|smartshop*|paddo|paddos',
  counterfeit: 'replica*|namaak|nep horloge*|~luxe horloges',
  nutraceutical: 'voedingssupplement*|supplement*|afvallen|vetverbrander*|+vitamine*|~capsules|afslank*|dieetpil*|eiwitshake*|+eiwitpoeder|+creatine',
  debt_payday: 'snel geld lenen|flitskrediet*|minilening*|~lenen|~lening*',
  skill_games: 'echt geld|~toernooi*|+behendigheidsspel*|~geldprijzen',
  negative_option: 'betaal alleen verzendkosten|alleen verzendkosten|~gratis proberen|~probeer gratis|~gratis uitproberen|+gratis proefpakket|+proefabonnement*|~abonnement*|~opzegbaar|~maandelijks',
  telemarketing: 'telemarketing|telefonische acquisitie|koude acquisitie|+uitgaande gesprekken|+outbound callcenter|~callcenter',
}
