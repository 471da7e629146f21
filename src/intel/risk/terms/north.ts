import type { LanguageTerms } from './types.ts'

// Nordic, Finnic, Hungarian, East Slavic and Balkan languages, Persian and Malay: the trade words merchants in
// each trade use in these languages, written for this project. Finnish and Hungarian add endings to words, so
// their terms are mostly stems with `*`.

export const da: LanguageTerms = {
  gambling: 'casino*|online casino*|spilleautomat*|spillemaskine*|væddemål|sportsvæddemål|spil på sport|betting|bookmaker*|poker|roulette|lotteri*|lotto|skrabelod*|jackpot*|~gratis spins|~velkomstbonus|~indbetalingsbonus|~odds',
  adult: 'porno*|xxx|sexfilm*|sexvideo*|sexchat*|nøgne|erotik*|+sex|+sexet',
  dating: 'dating*|datingside*|datingapp*|kontaktannonce*|+singler|sugardating|flirt*|escort*|+kæreste*|~kærlighed',
  pharma: 'apotek*|netapotek*|receptfri*|uden recept|lægemidl*|+medicin|viagra|cialis|~recept*',
  crypto: 'kryptovaluta*|krypto|bitcoin*|ethereum|+blockchain*|~wallet*',
  cyberlocker: 'fildeling*|del filer|upload filer|onlinelagring|cloud-lagring|~download*',
  forex: 'forex|valutahandel|binære optioner|+cfd*|~trading|~gearing',
  tobacco_vape: 'e-cigaret*|ecigaret*|e-væske*|vape*|tobak*|cigaret*|cigar*|snus|nikotin*|vandpibe*',
  weapons: 'våben|skydevåben|jagtvåben|våbenhandel*|riffel|rifler|haglgevær*|pistol*|ammunition|patroner|~jagt*|~kniv*',
  cannabis_drugs: 'cannabis|marihuana|+hamp|cbd*|thc',
  nutraceutical: 'kosttilskud*|slankepiller|+vægttab|fedtforbrænd*|+proteinpulver|+vitamin*|~kapsler',
  debt_payday: 'kviklån*|forbrugslån*|hurtige lån|~lån',
}

export const no: LanguageTerms = {
  gambling: 'casino*|nettcasino*|spilleautomat*|betting|bookmaker*|poker|roulette|lotteri*|lotto|skrapelodd*|jackpot*|~gratisspinn|~velkomstbonus|~odds',
  adult: 'porno*|xxx|sexfilm*|sexvideo*|naken|nakne|erotikk*|+sex|+sexy',
  dating: 'dating*|datingside*|datingapp*|kontaktannonse*|+singler|sugardating|flørt*|escort*|+kjæreste*|~kjærlighet',
  pharma: 'apotek*|nettapotek*|reseptfri*|uten resept|legemidl*|+medisin*|viagra|cialis',
  crypto: 'kryptovaluta*|krypto|bitcoin*|ethereum|+blokkjede*|+blockchain*',
  cyberlocker: 'fildeling*|del filer|last opp filer|nettlagring|skylagring|~last ned',
  forex: 'forex|valutahandel|binære opsjoner|+cfd*|~trading|~giring',
  tobacco_vape: 'e-sigarett*|vape*|tobakk*|sigarett*|sigar*|snus|nikotin*|vannpipe*',
  weapons: 'våpen|skytevåpen|jaktvåpen|våpenbutikk*|rifle*|hagle*|pistol*|ammunisjon|patroner|~jakt*|~kniv*',
  cannabis_drugs: 'cannabis|marihuana|hasj|+hamp|cbd*|thc',
  nutraceutical: 'kosttilskudd*|slankepiller|+vektnedgang|fettforbrenn*|+proteinpulver|+vitamin*|~kapsler',
  debt_payday: 'forbrukslån*|smålån*|~lån',
}

export const fi: LanguageTerms = {
  gambling: 'kasino*|nettikasino*|kasinopel*|kolikkopel*|pelikone*|vedonlyön*|vedonly*|vedonvälit*|pokeri*|ruletti*|arpajai*|lotto*|raaputusar*|jättipott*|+veikkau*|~ilmaiskierro*|~talletusbonus*|~tervetuliaisbonus*|~kertoim*',
  adult: 'porno*|xxx|seksivideo*|seksiseura*|alasti*|eroottis*|aikuisviihte*|aikuisviihde|+seksi*',
  dating: 'deitti*|treffipalvelu*|treffisivu*|seuranhaku*|+sinkku*|+sinkut|+treffit|~rakkau*|~ihastu*',
  pharma: 'apteek*|verkkoapteek*|reseptivapa*|ilman reseptiä|+lääkke*|~lääke*|viagra|cialis|~resept*',
  crypto: 'kryptovaluut*|krypto|bitcoin*|ethereum|+lohkoketju*',
  cyberlocker: 'tiedostonjako*|tiedostojen jak*|jaa tiedost*|tiedostojen lataus*|pilvitallenn*|~lataa*',
  forex: 'forex|valuuttakaup*|binääriop*|+cfd*|~vipu*|~kaupankäyn*',
  tobacco_vape: 'sähkötupak*|vape*|tupak*|savuk*|sikari*|nuuska*|nikotiini*|vesipiip*',
  weapons: 'aseet|asekaup*|aseliike*|ampuma-ase*|metsästysase*|kivääri*|haulikko*|haulikot|pistooli*|patruun*|ammuks*|~metsästy*|~puukko*|~veits*',
  cannabis_drugs: 'kannabis*|marihuana*|+hamppu*|cbd*|thc',
  nutraceutical: 'ravintolisä*|rasvanpolt*|+laihdut*|+laihtu*|+proteiinijauh*|+vitamiin*|~kapseli*',
  debt_payday: 'pikavippi*|pikalaina*|kulutusluot*|~laina*',
}

export const hu: LanguageTerms = {
  gambling: 'kaszinó*|online kaszinó*|szerencsejáték*|sportfogadás*|fogadóiroda*|bukméker*|póker*|rulett*|lottó*|nyerőgép*|kaparós sorsjegy*|jackpot*|~fogadás*|~ingyenes pörgetés*|~befizetési bónusz*|~odds*',
  adult: 'pornó*|porno*|szexvideó*|szexfilm*|xxx|meztelen*|erotik*|erotikus*|+szex|~felnőtt*',
  dating: 'társkereső*|randioldal*|randiz*|+szingli*|+ismerked*|flört*|escort*|~szerelem',
  pharma: 'gyógyszertár*|patika*|online patika*|vény nélkül*|vénykötelezett*|+gyógyszer*|viagra|cialis',
  crypto: 'kriptovalut*|kripto|bitcoin*|ethereum|+blokklánc*',
  cyberlocker: 'fájlmegosztó*|fájlmegosztás*|fájltárhely*|fájlfeltöltés*|fájlfeltöltő*|~letöltés*',
  forex: 'forex|devizakereskedés*|bináris opció*|+cfd*|~tőkeáttétel*',
  tobacco_vape: 'e-cigi*|e-cigaretta*|elektromos cigaretta*|vape*|e-liquid*|dohány*|cigaretta*|szivar*|nikotin*|vízipipa*',
  weapons: 'fegyverbolt*|fegyverkereskedés*|lőfegyver*|vadászfegyver*|lőszer*|vadászpusk*|puskák|pisztoly*|+fegyver*|~vadász*|~kés*',
  cannabis_drugs: 'kannabisz*|marihuána*|+kender*|cbd*|thc',
  nutraceutical: 'étrend-kiegészítő*|+fogyás*|+fogyókúr*|zsírégető*|+vitamin*|~kapszul*',
  debt_payday: 'gyorskölcsön*|személyi kölcsön*|~hitel*|~kölcsön*',
}

export const uk: LanguageTerms = {
  gambling: 'казино|онлайн-казино|онлайн казино|азартн*|ставк* на спорт|букмекер*|ігрові автомати|ігрових автоматів|слот*|рулетк*|покер*|лотере*|джекпот*|фріспін*|~ставки|~коефіцієнт*|~бонус*',
  adult: 'порно*|секс*|еротик*|еротичн*|голі|оголен*|xxx|~для дорослих',
  dating: 'знайомств*|сайт знайомств|познайомитися|+самотн*|флірт*|шлюбн* агенц*|~кохання|~стосунк*',
  pharma: 'аптек*|ліки|ліків|без рецепта|+препарат*|віагр*|сіаліс*|+таблетк*|~рецепт*',
  crypto: 'криптовалют*|біткоїн*|біткойн*|крипто*|ефіріум*|майнінг*|+блокчейн*|~гаманц*|~гаманець',
  cyberlocker: 'файлообмінник*|обмін файлами|зберігання файлів|файловий хостинг|хмарне сховище|~завантаж*',
  forex: 'форекс|forex|бінарні опціони|бінарних опціонів|торгівля валютою|+cfd|~трейдинг*|~брокер*|~кредитне плече',
  tobacco_vape: 'електронн* сигарет*|вейп*|рідин* для вейп*|тютюн*|сигарет*|сигар*|кальян*|нікотин*',
  weapons: 'зброя|зброї|збройов*|вогнепальн*|рушниц*|пістолет*|гвинтівк*|карабін*|боєприпас*|+набої|+набоїв|~мисливськ*|~нож*',
  cannabis_drugs: 'коноплі|конопель|марихуан*|канабіс*|cbd|thc|+наркотик*',
  nutraceutical: 'бад|бади|біодобавк*|+схуднен*|+схуднути|жироспалювач*|+вітамін*|~капсул*',
  debt_payday: 'мікрозайм*|мікрокредит*|кредит онлайн|позик* онлайн|~кредит*|~позик*',
}

export const bg: LanguageTerms = {
  gambling: 'казино|онлайн казино|хазарт*|залози|залагане|спортни залози|букмейкър*|игрални автомати|ротативки|слот*|рулетк*|покер*|лотари*|+тото|джакпот*|безплатни завъртания|~коефициент*|~бонус*',
  adult: 'порно*|секс*|еротик*|еротичн*|+голи|xxx|~за възрастни',
  dating: 'запознанств*|сайт за запознанства|+самотн*|флирт*|~любов|~връзк*',
  pharma: 'аптек*|лекарств*|без рецепта|+медикамент*|виагр*|сиалис*|+таблетк*',
  crypto: 'криптовалут*|биткойн*|биткоин*|крипто*|+блокчейн*|~портфейл*',
  cyberlocker: 'споделяне на файлове|качване на файлове|файлов хостинг|облачно хранилище|~изтегл*',
  forex: 'форекс|forex|бинарни опции|търговия с валута|+cfd|~брокер*|~ливъридж',
  tobacco_vape: 'електронн* цигар*|вейп*|тютюн*|цигар*|пури|наргиле*|никотин*',
  weapons: 'оръжи*|огнестрелн*|пушка|пушки|ловна пушка|ловни пушки|пистолет*|карабин*|боеприпас*|+патрон*|~ловн*|~нож*',
  cannabis_drugs: 'канабис*|марихуан*|конопл*|cbd|thc',
  nutraceutical: 'хранителн* добавк*|хапчета за отслабване|+отслабване|+отслабн*|изгаряне на мазнини|фетбърнър*|+витамин*|~капсул*',
  debt_payday: 'бърз кредит|бързи кредити|кредит до заплата|~кредит*',
}

export const sk: LanguageTerms = {
  gambling: 'kasín*|kasino*|stávk*|stávkov*|hazard*|ruleta|poker|lotéri*|+automaty|~kurzy',
  adult: 'porno*|xxx|sex|erotik*|nahé|nahá',
  dating: 'zoznamka|zoznamk*|zoznámenie|zoznamovani*|+nezadan*',
  pharma: 'lekáreň|lekárn*|lieky bez predpisu|+lieky|viagra|cialis',
  crypto: 'kryptomen*|bitcoin*|krypto',
  cyberlocker: 'zdieľanie súborov|úložisko súborov|nahrať súbor*|nahrávanie súborov|+rýchle sťahovanie|~stiahnuť',
  forex: 'forex|binárne opcie|+cfd|~obchodovanie',
  tobacco_vape: 'elektronick* cigaret*|e-cigaret*|vape*|tabak*|cigaret*|cigar*|nikotín*',
  weapons: 'zbran*|strelné zbrane|strelivo|streliva|náboj*|pištoľ*|puška|pušky|brokovnic*|~nože',
  cannabis_drugs: 'konope|konopn*|marihuan*|cbd|thc',
  nutraceutical: 'doplnk* výživy|+chudnuti*|spaľovač* tukov|+vitamín*|~kapsul*',
}

// Persian, in Persian letters (folded to the Arabic forms, ../lexicon.ts): matched as substrings.
export const fa: LanguageTerms = {
  gambling: 'کازینو|قمار|شرط بندی|شرطبندی|پیش بینی فوتبال|پیش بینی ورزشی|پوکر|رولت|بلک جک|بازی انفجار|~بونوس|~ضریب',
  adult: 'پورن|سکس|فیلم سوپر|برهنه|~بزرگسالان',
  dating: 'دوستیابی|دوست یابی|همسریابی|همسر یابی|ازدواج موقت|صیغه|~عشق',
  pharma: 'داروخانه|خرید دارو|بدون نسخه|ویاگرا|سیالیس|+دارو',
  crypto: 'ارز دیجیتال|ارزهای دیجیتال|رمزارز|بیت کوین|بیتکوین|اتریوم|+تتر|استخراج ارز|+صرافی|+بلاکچین|~کیف پول',
  cyberlocker: 'آپلود فایل|اشتراک فایل|آپلودسنتر|فضای ابری|~دانلود',
  forex: 'فارکس|باینری آپشن|بروکر فارکس|+بروکر|+معامله گری|~اهرم|~ترید|~سیگنال',
  tobacco_vape: 'سیگار الکترونیکی|ویپ|تنباکو|سیگار|قلیان|نیکوتین|~پاد',
  weapons: 'اسلحه|تفنگ|فشنگ|+سلاح|~شکار|~چاقو',
  cannabis_drugs: 'ماری جوانا|ماریجوانا|حشیش|کانابیس|شاهدانه',
  nutraceutical: 'مکمل غذایی|مکمل های غذایی|قرص لاغری|+لاغری|+کاهش وزن|چربی سوز|+مکمل|+ویتامین|~کپسول',
  debt_payday: 'وام فوری|وام آنلاین|~وام',
}

export const ms: LanguageTerms = {
  gambling: 'kasino*|casino*|judi|judi online|perjudian|pertaruhan|taruhan|loteri|nombor ekor|slot online|~bonus deposit',
  adult: 'lucah|porno*|xxx|video seks|bogel|+seks',
  dating: 'cari jodoh|jodoh|temu janji|janji temu|aplikasi temu janji|cari pasangan|+bujang|~cinta',
  pharma: 'farmasi*|farmasi dalam talian|ubat tanpa preskripsi|~ubat',
  crypto: 'kripto|mata wang kripto|bitcoin*|+aset digital',
  cyberlocker: 'perkongsian fail|muat naik fail|storan awan|~muat turun',
  forex: 'forex|dagangan forex|pilihan binari|+cfd|~dagangan',
  tobacco_vape: 'vape*|rokok elektronik|cecair vape|tembakau|rokok|~pod',
  weapons: 'senjata api|senapang|pistol*|peluru|~memburu',
  cannabis_drugs: 'ganja|kanabis|cbd|thc',
  nutraceutical: 'suplemen*|makanan tambahan|pelangsing|+turun berat badan|~kurus|~kapsul',
  debt_payday: 'pinjaman segera|pinjaman peribadi|~pinjaman',
}
