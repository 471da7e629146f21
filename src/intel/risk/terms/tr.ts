import type { LanguageTerms } from './types.ts'

export const tr: LanguageTerms = {
  gambling: 'casino*|~kumar|kumarhane*|kumar oyun*|kumar site*|online kumar|canli kumar|bahis*|iddaa*|canli bahis|spor bahis*|bahis sitesi|rulet*|poker*|~slot|slotlar*|slot oyun*|slot site*|piyango*|tombala|jackpot*|bedava spin*|freespin*|+kupon*|~oran*|~yatirim bonusu|~hosgeldin bonusu|bahis siteleri|~deneme bonusu',
  adult: 'porno*|seks*|sikis*|erotik*|ciplak*|xxx|+sexy|~yetiskin*',
  dating: 'arkadaslik sitesi|arkadaslik|sohbet sitesi|+tanisma*|+bekar*|evlilik sitesi|flort*|+sohbet*|~ask|sevgili bul*|ciddi iliski*|~evlilik',
  pharma: 'eczane*|+ilac*|recetesiz|viagra|cialis|~recete*|kamagra',
  crypto: 'kripto*|bitcoin*|ethereum|kripto para|sanal para|+blokzincir*|+blockchain|~cuzdan*',
  cyberlocker: 'dosya paylasim*|dosya yukle*|dosya barindirma|bulut depolama|~indir*|dosya* yukle*|dosya* paylas*|ucretsiz dosya|+sinirsiz indirme|full hd film izle|+film izle|+dizi izle|bedava film*',
  forex: 'forex|ikili opsiyon|doviz ticareti|kaldiracli islem*|~trading|~yatirim*|forex robotu|+forex sinyal*|+al sat sinyal*',
  tobacco_vape: 'elektronik sigara*|e-sigara*|likit*|vape*|tutun*|sigara*|puro*|nargile*|nikotin*',
  weapons: '+silah*|silah satis*|tabanca*|tufek*|av tufegi|mermi*|fisek*|~av malzeme*|~bicak*|~kartus*|havali tufek*|airsoft|kurusiki*|~bicak*|silah satin al*|silah magaza*|silah dukkan*',
  cannabis_drugs: 'esrar*|kenevir*|marihuana|cbd|thc|uyusturucu*',
  counterfeit: 'replika*|+sahte*|cakma*|~luks saat*',
  nutraceutical: 'takviye*|gida takviyesi|zayiflama*|kilo verme|yag yakici*|+vitamin*|~kapsul*|protein tozu|+kreatin|+sporcu gida*|+kilo ver*',
  debt_payday: 'hizli kredi|kredi karti borcu|borc kapatma|~kredi*|~borc*',
  skill_games: 'gercek para|~turnuva*|+beceri oyun*|~para odullu',
  negative_option: 'sadece kargo ucreti|yalnizca kargo ucreti|~ucretsiz deneyin|~ucretsiz deneme|+deneme paketi|~abonelik*|~aylik|~istediginiz zaman iptal|~otomatik yenileme',
  telemarketing: 'telemarketing|tele pazarlama|telepazarlama|telefonla satis|dis arama|~cagri merkezi',
}
