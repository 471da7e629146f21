import type { LanguageTerms } from './types.ts'

export const de: LanguageTerms = {
  gambling: 'casino*|online casino*|online-casino*|spielbank*|spielothek*|glücksspiel*|sportwette*|online-wette*|wettanbieter*|wettbüro*|buchmacher*|spielautomat*|automatenspiel*|poker|roulette|lotto|lotterie*|rubbellos*|jackpot*|freispiele*|+wettquote*|~wetten|~quoten|~einzahlungsbonus|~willkommensbonus|~einsatz|spielhalle*|online-spielothek*|~tischspiele',
  adult: 'porno*|pornos|sexfilm*|sexvideo*|sexchat*|sexcam*|erotik*|nackt*|nacktbilder|xxx|camgirls|live sex|+sex|+sexy|~erwachsene*|erotikchat*|webcamsex|camsex|livesex|telefonsex|sexdate*|hentai|bordell*|nutten|laufhaus*|erotikmassage*',
  dating: 'partnersuche|partnervermittlung*|singlebörse*|singles|seitensprung*|flirt*|dating|kontaktanzeige*|+partnerbörse*|+singletreff*|+kennenlernen|~liebe|~partner|heiratsvermittlung*|ehevermittlung*|heiratsinstitut*|sugardaddy*|sugardating|casual dating|sexkontakt*|erotische kontakte|datingseite*|dating-app*|frauen suchen manner|manner suchen frauen',
  pharma: 'apotheke*|online-apotheke*|versandapotheke*|medikament*|arzneimittel*|rezeptfrei*|rezeptpflichtig*|potenzmittel*|viagra|cialis|+tabletten|~rezept*|~arznei*',
  crypto: 'kryptowährung*|krypto|bitcoin*|krypto-börse*|kryptobörse*|ethereum|+digitale währung*|+blockchain*|~wallet*|~coins|kryptowerte|kryptohandel|krypto kaufen|kryptoanlage*',
  cyberlocker: 'filehoster*|datei-hosting|dateien hochladen|dateien teilen|online-speicher*|cloud-speicher*|+speicherplatz|~hochladen|~herunterladen|~download*|sharehoster*|one-click-hoster*|torrent*|filme kostenlos streamen|filme kostenlos|kostenlos streamen|+stream kostenlos|filme online schauen|serien kostenlos',
  forex: 'devisenhandel|forex|binäre optionen|cfd-handel|+broker*|~trading|~hebel*|cfds|differenzkontrakt*|hebelprodukt*|binäre option*|~devisen*|+automatisierter handel|+tradingsignale|+trading-signale',
  tobacco_vape: 'e-zigarette*|ezigarette*|e-liquid*|liquids|dampfer*|vape*|tabak*|zigarette*|zigarre*|shisha*|wasserpfeife*|nikotin*|~rauchen|~aroma*',
  weapons: 'waffen|waffenshop*|waffenhandel*|schusswaffe*|gewehr*|pistole*|revolver*|munition*|+jagdwaffe*|~jagd*|~schießsport*|~messer|kurzwaffe*|langwaffe*|waffenhändler*|waffenhandlung*|waffengeschäft*|softair*|airsoft*|luftgewehr*|luftpistole*|armbrust*|schreckschuss*|+flinte*',
  cannabis_drugs: 'cannabis|marihuana|hanf*|cbd*|thc|kiffen|growshop*|+gras|hanfsamen|cannabissamen|headshop*',
  counterfeit: 'replika*|replik*|fälschung*|gefälscht*|+plagiat*|~luxusuhren',
  nutraceutical: 'nahrungsergänzung*|abnehm*|diätpille*|fatburner*|vitamin*|+schlankheit*|~eiweiß*|~protein*|~kapseln|fettverbrenn*|appetitzügler*|diätkapsel*|schlankheitskapsel*|~muskelaufbau|+sportnahrung|+proteinpulver|+eiweißpulver|+kreatin',
  debt_payday: 'kredit ohne schufa|sofortkredit*|~schuldnerberatung*|umschuldung*|~kredit*|~darlehen',
  skill_games: 'geldspiele|echtgeld*|um echtes geld|~turnier*|+geschicklichkeitsspiel*|~geldgewinn*|geldturnier*|um geld spielen|~preisgeld*',
  negative_option: 'nur versandkosten|zahlen nur den versand|~gratis testen|~kostenlos testen|+gratisprobe|+gratis-probe|+kostenlose probe|+probeabo*|+testabo*|~abo|~abos|~abonnement*|~jederzeit kundbar|~kundbar|~monatlich*',
  telemarketing: 'telemarketing|telefonakquise|kaltakquise|telefonmarketing|telefonverkauf|outbound-callcenter|outbound callcenter|+terminvereinbarung|~callcenter*|~call center',
}
