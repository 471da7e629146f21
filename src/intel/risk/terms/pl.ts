import type { LanguageTerms } from './types.ts'

export const pl: LanguageTerms = {
  gambling: 'kasyn*|kasyno online|hazard*|zaklad*|zakłady bukmacherskie|bukmacher*|ruletk*|poker*|loteri*|lotto|automaty do gier|jednoręki bandyta|jackpot*|darmowe spiny|~kursy|~bonus powitalny|~depozyt|sloty',
  adult: 'porno*|xxx|seks*|nagie|nago|erotyk*|erotyczn*|sekskamer*|+sexy|~dla dorosłych|sex na zywo|seks na zywo|kamerki sex*|sex kamerk*|sex czat*|seks czat*',
  dating: 'randk*|portal randkowy|serwis randkowy|randkow*|+samotn*|szukam partnera|~poznaj*|flirt*|matrymonialn*|~miłość|sugar daddy|+singli',
  pharma: 'apteka*|apteki|apteka internetowa|+leki|lek bez recepty|bez recepty|viagra|cialis|~recept*|~tabletk*',
  crypto: 'kryptowalut*|krypto|bitcoin*|ethereum|waluta wirtualna|+blockchain|~portfel*',
  cyberlocker: 'dysk internetowy|przechowywani* plików|udostępniani* plików|udostępnianie plików|hosting plików|pliki do pobrania|wymiana plików|+przechowywanie|~do pobrania|~pobierz*|~plików|wrzuc pliki|wrzuc plik|przeslij pliki|+konto premium|filmy online za darmo|+oglądaj za darmo|+filmy za darmo',
  forex: 'forex|opcje binarne|handel walutami|+cfd|~trading|~dźwigni*|robot tradingowy|bot tradingowy|+sygnały tradingowe',
  tobacco_vape: 'e-papieros*|epapieros*|e-liquid*|liquidy|vape*|wape|wapowani*|wapowac|wapik*|tytoń|tytoniu|papieros*|cygar*|fajk*|nikotyn*',
  weapons: 'broń palna|broni palnej|broń|broni|karabin*|pistolet*|amunicj*|strzelb*|sklep z bronią|+myśliwsk*|~noże|airsoft|~asg|wiatrówk*|kusza|kusze|sklep* myśliwsk*',
  cannabis_drugs: 'marihuan*|konopi*|cbd|thc|susz cbd|olejek cbd',
  counterfeit: 'replik*|podróbk*|podrób*|~zegarki luksusowe',
  nutraceutical: 'suplement* diety|suplement*|odchudzani*|spalacz* tłuszczu|+witamin*|~kapsułk*|odżywk* białkow*|kreatyn*|~białko',
  debt_payday: 'chwilówk*|pożyczk* online|pożyczk* bez bik|szybka pożyczka|~pożyczk*|~kredyt*',
  skill_games: 'prawdziwe pieniądze|~turniej*|+gier zrecznosciowych o|~nagrody pieniezne',
  negative_option: 'placisz tylko za wysylke|tylko koszt wysylki|~wyprobuj za darmo|~wyprobuj bezplatnie|+darmowa probka|~darmowy okres probny|~okres probny|~subskrypcj*|~abonament*|~co miesiac|~anuluj w kazdej chwili',
  telemarketing: 'telemarketing|telesprzedaz*|+call center outbound|~call center',
}
