/**
 * Page stance for the high-risk score: does the page OFFER the trade (a merchant or operator speaking to its
 * customer: "play now", "your bonus", "add to cart", "18+", a licence line) or REPORT on it (a news article,
 * a guide, a regulator's notice, a study: "according to", "said", "police", "researchers", a byline, a dated
 * line, schema.org `NewsArticle`)? A page that names a class only to talk about it is not a merchant of that
 * class, so its class scores are damped by `reportDamp` (see docs/intel.md, "A page that mentions a class in
 * passing"). Cues are written for this project in the languages of ./terms, folded like the trade terms (case and
 * accents do not matter); cues in scripts written without spaces are found as substrings, others on word
 * boundaries, a trailing `*` letting the last word continue. Each distinct cue counts once.
 */
import type { PageSignals } from '../types.ts'
import { fold, foldedWords } from './lexicon.ts'

/** Third-person reporting, attribution and explanation: the page talks ABOUT something. */
const REPORT = [
  // en
  'according to|said|says|told|announced|reported|warned|warns|explained|spokesperson|spokesman|spokeswoman|press release|' +
  'regulator*|watchdog|police|prosecutor*|court|authorities|ministry|minister|government|' +
  'lawmakers|legislation|legislature|parliament|chancellor|senator*|' +
  'researchers|research|study|studies|survey|analysts|experts|journal|published|' +
  'history of|how to|what is|what are|guide to|tips for|explains|' +
  'reporter|correspondent|editorial|opinion|' +
  // what a site is when it informs rather than sells: a news outlet, an institution, a company's investor pages,
  // a museum, a public-health service, a psychology blog
  'news|latest news|breaking news|headlines|newsroom|association|federation|society|chamber of|trade union|' +
  'investor relations|annual report|shareholders|press releases|museum|public health|department of health|' +
  'health effects|quit smoking|stop smoking|prevention|psychology|psychologist|blog|' +
  // explaining a risk to a customer, help for an addiction, and the university (a faculty teaching a trade is not a
  // merchant of it); the same kinds of word in the languages below
  'understanding|what to know|what you need to know|beware of|scam|scams|addiction|helpline|university|faculty|' +
  // help to stop smoking or vaping (a cessation service names tobacco and e-cigarettes without selling them)
  'quit vaping|stop vaping|smoking cessation|quit tobacco|' +
  // a club where a sport is practised with the goods, not sold (sport shooting)
  'rifle club|pistol club|shooting club|target shooting|sport shooting|sports shooting|' +
  // a non-profit organisation (a campaign, a charity) informs like an association
  'alliance|coalition|charity|nonprofit|non-profit',
  // de
  'laut|nach angaben|teilte mit|teilte * mit|sagte|erklarte|berichtet*|warnt*|sprecher*|behorde*|polizei|staatsanwalt*|' +
  'ministerium|studie|forscher|forschung|experten|ratgeber|nachrichten|aktuelles|verband|kammer|verein|gewerkschaft|' +
  'geschaftsbericht|pressemitteilungen|aktionare|museum|gesundheitsamt|rauchstopp|psychologie|blog|geschichte|' +
  'universitat|hochschule|fakultat|hilfe bei|betroffene|angehorige|selbsttest|sucht|spielsucht|glucksspielsucht|' +
  'wettsucht|nikotinsucht|suchtberatung|suchthilfe|suchtpravention|raucherentwohnung|rauchentwohnung|' +
  'schutzenverein|schiesssport|sportschiessen',
  // fr
  'selon|a declare|a annonce|a indique|rapport|autorite|police|gendarmerie|ministere|ministre|etude|chercheurs|experts|' +
  'porte-parole|tribunal|actualites|actualite|infos|syndicat|federation|association|ordre des|' +
  'relations investisseurs|rapport annuel|communiques de presse|musee|sante publique|arreter de fumer|psychologie|blog|' +
  'histoire|universite|faculte|sevrage tabagique|arret du tabac|tabacologue|tabacologie|club de tir|tir sportif|ecole de tir',
  // es
  'segun|advierte|afirmo|declaro|informo|comunicado|policia|ministerio|estudio|investigadores|expertos|noticias|' +
  'actualidad|asociacion|federacion|colegio de|museo|salud publica|dejar de fumar|psicologia|blog|historia|universidad|facultad|' +
  'dejar de vapear|deshabituacion|tabaquismo|club de tiro|tiro olimpico|tiro deportivo|revista',
  // it
  'secondo|ha dichiarato|ha detto|ministero|ministro|ricercatori|esperti|polizia|carabinieri|notizie|ultime notizie|' +
  'associazione|federazione|ordine dei|museo|salute pubblica|smettere di fumare|psicologia|blog|storia|universita|facolta|' +
  'smettere di svapare|centro antifumo|tiro a segno|tiro sportivo|rivista',
  // pt
  'de acordo com|segundo|afirmou|disse|alerta para|policia|ministerio|estudo|pesquisadores|especialistas|noticias|' +
  'associacao|federacao|conselho de|museu|saude publica|parar de fumar|psicologia|blog|historia|universidade|faculdade|' +
  'clube de tiro|tiro esportivo|revista',
  // nl
  'volgens|zei|zegt|woordvoerder|toezichthouder|autoriteit|politie|ministerie|onderzoek*|deskundigen|nieuws|' +
  'vereniging|federatie|museum|volksgezondheid|stoppen met roken|psychologie|blog|geschiedenis|universiteit|faculteit|' +
  'stoppen met vapen|schietvereniging|sportief schieten|schietsport|tijdschrift',
  // pl
  'wedlug|poinformowal*|rzecznik|policja|prokuratur*|zatrzyman*|ministerstwo|badanie|eksperci|wiadomosci|' +
  'aktualnosci|stowarzyszenie|zwiazek|izba|muzeum|psychologia|blog|rzucic palenie|rzuc palenie|rzucanie palenia|' +
  'klub strzelecki|strzelectwo sportowe|strzelectwa sportowego|magazyn|czasopismo',
  // ru
  'по данным|как сообщили|сообщил*|заявил*|предупредил*|регулятор|полиция|эксперты|исследовани*|пресс-служб*|министерств*|' +
  'новости|новостей|новини|ассоциаци*|союз|музей|психологи*|блог|бросить курить|бросаем курить|отказ от курения|отказа от курения|' +
  'стрелковый клуб|спортивная стрельба|спортивной стрельбы|стрелковый спорт|журнал',
  // tr
  'acikladi|acikladigi|aciklamasina gore|gore|yetkilileri|emniyet|savcilik|gozalti|uzmanlar|arastirma|haber|haberler*|' +
  'haberleri|son dakika|dernegi|federasyonu|muzesi|psikoloji|blog|tarihce*|universitesi|fakultesi|sigara birakma|sigarayi birak*|' +
  'aticilik kulubu|sportif atis|dergi|dergisi|' +
  // Turkish suffixes its nouns ("Sağlık Blogu", a health blog); a regulator, an unlicensed site and a blocked address
  'blogu|duzenleyici*|izinsiz|erisim engeli',
  // ja, zh, ko, ar (substrings)
  'によると|警察|専門家|記者|取材|担当者|話した|明らか|ニュース|速報|協会|博物館|' +
  '据报道|记者|专家|表示|监管|警方|研究|解读|新闻|新聞|资讯|資訊|快讯|快訊|协会|協會|博物馆|' +
  '경찰|밝혔다|말했다|관계자|전문가|기자|뉴스|협회|박물관|' +
  'وفقا|قال|أعلن|الشرطة|خبراء|دراسة|أخبار|اخبار|جمعية|متحف|' +
  '歴史|大学|学部|历史|歷史|大學|역사|대학교|جامعة|كلية|تحذير|تحذر|يحذر|هيئة|' +
  '禁煙|卒煙|戒烟|戒菸|금연|الإقلاع عن التدخين|ترك التدخين|' +
  '射撃場|クレー射撃|射撃協会|射击俱乐部|射击运动|飞碟射击|사격장|사격 체험|클레이 사격|نادي الرماية|رماية رياضية|الرماية الرياضية|' +
  '雑誌|情報誌|専門誌|杂志|雜誌|잡지|مجلة|' +
  // a column (a pharmacy's health column), and a firm that is not registered with the financial supervisor
  'コラム|专栏|專欄|칼럼|無登録|未登记|미등록|금융감독',
  // the other languages of ./terms: news, attribution, police and ministries, associations, museums, studies
  'berita|menurut|polisi|kementerian|asosiasi|muzium|penelitian|' + // id, ms
  'tin tuc|cho biet|cong an|hiep hoi|bao tang|nghien cuu|chuyen gia|' + // vi
  'ข่าว|ตำรวจ|กระทรวง|สมาคม|พิพิธภัณฑ์|ผู้เชี่ยวชาญ|' + // th (substrings)
  'समाचार|खबर|के अनुसार|पुलिस|मंत्रालय|संग्रहालय|विशेषज्ञ|' + // hi
  'nyheter|nyheder|enligt|ifolge|polisen|politiet|forening|forbund|studie|forskare|forskere|' + // sv, da, no
  'uutiset|mukaan|kertoi|poliisi|ministerio|yhdistys|museo|tutkimus|asiantuntijat|' + // fi
  'hirek|szerint|kozolte|rendorseg|miniszterium|szovetseg|egyesulet|muzeum|kutatas|szakertok|' + // hu
  'новини|за даними|повідомил*|поліція|міністерств*|асоціаці*|спілка|' + // uk
  'според|съобщи*|заяви*|полиция|асоциация|съюз|проучване|експерти|' + // bg
  'spravy|zpravy|podla|podle|uviedol|uvedl*|policia|policie|ministerstvo|zdruzenie|sdruzeni|odbornici|' + // sk, cs
  'stiri|potrivit|a declarat|politia|ministerul|asociatia|federatia|muzeul|experti|' + // ro
  'ειδησεις|συμφωνα με|δηλωσε|αστυνομια|υπουργειο|συλλογος|μουσειο|μελετη|ερευνητες|' + // el
  'חדשות|לדברי|משטרה|עמותת|איגוד|מוזיאון|מומחים|אוניברסיט|פקולט|היסטוריה|' + // he (substrings)
  'به گزارش|پلیس|وزارت|انجمن|اتحادیه|موزه|پژوهش|کارشناسان', // fa (substrings)
  // the same languages: enforcement (arrests, seizures, fines, busts), warnings about operators without a licence,
  // "what you need to know", consumer protection and help to stop smoking — the kinds of cue the 14 main languages
  // have above and below. Left out, as there: "illegal" and "warning" alone (an operator's own "not illegal" and an
  // adult site's "Warning: 18+"), a gambling office's name (licensed operators print it in their licence line), and
  // Hungarian "lefoglal" (to seize, and also to book a table or a room). Persian هشدار (warning) stays: a police
  // warning about betting sites needs it, although a sportsbook's "هشدار: 18+" line is damped by it too.
  'ditangkap|menangkap|penangkapan|disita|penyitaan|digerebek|penggerebekan|waspada|ingatkan|mengingatkan|mengimbau|' +
  'imbauan|yang perlu diketahui|yang harus anda ketahui|berhenti merokok|perlindungan konsumen|' + // id, ms
  'bat giu|triet pha|khoi to|xu phat|tam giu|thu giu|nhung dieu can biet|cai thuoc|cai nghien|bo y te|bao ve nguoi tieu dung|' + // vi
  'จับกุม|บุกจับ|ดำเนินคดี|จำคุก|สิ่งที่ต้องรู้|ที่ควรรู้|เลิกบุหรี่|คุ้มครองผู้บริโภค|' + // th (substrings)
  'गिरफ्तार|जब्त|छापेमारी|जुर्माना|सख्ती|कार्रवाई|अवैध|धूम्रपान छोड़|' + // hi
  'gripits|greps|beslagtogs|dömdes|olicensierad*|utan licens|utan tillstånd|varnar|sluta röka|sluta snusa|rökavvänjning|' +
  'vad du behöver veta|myndighet*|anholdt|beslaglagt|advarer|rygestop|røykeslutt|slutte å røyke|' + // sv, da, no
  'pidätettiin|takavarik*|tuomittiin|varoittaa|tupakoinnin lopettaminen|lopeta tupakointi|ilman lupaa|' + // fi
  'lebukott|letartoztat*|orizetbe|birsag*|elitelt*|engedely nelkul*|amit tudni kell|leszokas|jegybank|' + // hu
  'кіберполіці*|правоохорон*|вилучил*|затриман*|затримал*|оштрафува*|засуджен*|обшук*|нелегальн*|незаконн*|попереджа*|' +
  'що потрібно знати|кинути палити|відмова від куріння|захист прав споживачів|' + // uk
  'киберполици*|правоохранител*|' + // ru
  'арестува*|задържа*|конфискува*|осъден*|нелегалн*|незаконн*|предупрежда*|откажете цигарите|' + // bg
  'zadrzan*|zadrzel*|zatknut*|zaistil*|zabavil*|zabaven*|pokut*|odsouzen*|odsuden*|nepovolen*|neopravnen*|bez licence|' +
  'bez povoleni|varovani pred|varuje|co potrebujete vedet|prestat kourit|odvykani koureni|ochrana spotrebitele|' + // cs, sk
  'a blocat|lista neagra|amenda|amendat|amenzi|retinut*|arestat*|perchezit*|confiscat*|condamnat*|avertizeaza|neautorizat*|' +
  'fara licenta|ce trebuie sa stii|renuntarea la fumat|renunta la fumat|educatie financiara|protectia consumatorului|' + // ro
  'συνελήφθη|συνελήφθησαν|σύλληψη|κατασχέθηκ*|κατάσχεση|πρόστιμο|καταδικάστηκ*|εξαρθρώθηκε|προειδοποιεί|προειδοποιήσεις|' +
  'μη αδειοδοτημέν*|χωρίς άδεια|τι πρέπει να γνωρίζετε|διακοπή καπνίσματος|προστασία καταναλωτή|' + // el
  'נעצר|מעצר|הוחרמ|נתפס|קנס|הורשע|פשטה|פשיטה|מה צריך לדעת|גמילה מעישון|הפסקת עישון|' + // he (substrings)
  'دستگیر|بازداشت|توقیف|جریمه|محکوم|هشدار|غیرقانونی|غیر مجاز|آنچه باید بدانید|ترک سیگار|' + // fa (substrings)
  // consumer protection and what to know, in the 14 main languages
  'consumer protection|consumer advice|consumer rights|we regulate|report a concern|unlicensed|unlicenced|' +
  'verbraucherschutz|verbraucherzentrale|wissen sollten|protection des consommateurs|ce qu il faut savoir|' +
  'proteccion al consumidor|lo que debes saber|tutela dei consumatori|cosa sapere|defesa do consumidor|o que voce precisa saber|' +
  'consumentenbond|wat je moet weten|ochrona konsumentow|co musisz wiedziec|защита прав потребителей|что нужно знать|' +
  'tuketici haklari|bilmeniz gerekenler|消費者保護|消费者保护|소비자 보호|حماية المستهلك',
  // explaining ("explained"), chambers of a profession and history, in the languages that lacked them (not Russian
  // or Ukrainian "история/історія": "order history" in every shop). Not "analysis" or "prediction" in any language:
  // betting tipsters, forex signal sellers and crypto exchanges print their "match analysis", "market analysis" and
  // "price prediction" as part of the offer.
  'erklart|erklaert|wie funktioniert|explique|explicado|spiegato|uitgelegd|wyjasniamy|объясняем|' +
  'komora|kamara|палата|колегія|lich su|sejarah|ประวัติศาสตร์|इतिहास|historia|historie|istoria|istorie|tortenete|ιστορια|تاریخچه',
  // a course for the hunting licence teaches the safe use of the goods (like a shooting club), it does not sell them
  'hunter education|hunter ed|hunter safety|hunting course*|firearm safety course*|firearms safety course*|gun safety course*|' +
  'jagerprufung|jagdschein*|permis de chasser|licencia de caza|licenza di caccia|porte de arma de caca|jachtexamen|' +
  'egzamin lowiecki|охотничий минимум|охотничий билет|мисливський квиток|av tezkeresi|狩猟免許|狩猎证|수렵면허|رخصة صيد|' +
  'jagarexamen|jaegertegn|jegerproven|metsastajatutkinto|vadaszvizsga*|zkouska z myslivosti|myslivecky kurz|permis de vanatoare|' +
  'αδεια κυνηγιου|רישיון ציד|' +
  // a historic building or heritage site, and a funder of such projects, informs like a museum
  'historic building|historic monument|listed building|heritage site|heritage fund|grants|grant funding|monument historique|' +
  'monumento historico|monumento storico|baudenkmal|denkmalgeschutzt|rijksmonument|zabytek|памятник архитектуры|' +
  'пам ятка архітектури|tarihi yapi|monument istoric|muemlek|kulturni pamatka|kulturminne|di tich|cagar budaya|μνημειο|' +
  'โบราณสถาน|מורשת|بنای تاریخی|史跡|文物保护|문화재|' +
  // health advice, the pages a pharmacy writes about health rather than its shop
  'health advice|health tips|halsorad|sundhedsrad|helserad|terveysvinkit|gesundheitstipps|conseils sante|consejos de salud|' +
  'consigli per la salute|dicas de saude|gezondheidstips|porady zdrowotne|советы по здоровью|поради щодо здоров я|' +
  'saglik onerileri|συμβουλες υγειας|sfaturi de sanatate|egeszsegugyi tanacsok|rady pro zdravi|loi khuyen suc khoe|' +
  'tips sehat|tips kesehatan|เคล็ดลับสุขภาพ|สาระสุขภาพ|स्वास्थ्य सुझाव|טיפים לבריאות|نکات سلامت|健康のヒント|健康小贴士|건강 팁|نصائح صحية',
  // enforcement, in the 14 main languages: a story on a casino fined or a gun seller arrested reports on the trade.
  // Left out: words an operator prints itself — "prohibited / interdit / verboten to minors" (the age line),
  // "charged" (fees), "blocked" (Russian operators' mirror pages), "penalty" (football), "raid" (games).
  'fined|fines|banned|seized|seizure|arrested|convicted|sentenced|jailed|indicted|prosecuted|crackdown|raided|' +
  'licence revoked|license revoked|sanctioned|sanctions|' +
  'geldstrafe|bussgeld|beschlagnahmt|festgenommen|verhaftet|verurteilt|razzia|sanktionen|lizenz entzogen|' + // de
  'amende|condamne|condamnee|interpelle|interpelles|demantele|perquisition|sanctionne|sanctions|licence retiree|' + // fr
  'multa|multado|multada|sancionado|sancionada|detenido|detenidos|arrestado|incautado|incautados|incautacion|condenado|redada|' + // es
  'multato|multata|sanzionato|sanzionata|arrestato|arrestati|sequestro|sequestrato|sequestrati|condannato|licenza revocata|' + // it
  'multado|multada|sancionada|presos|detido|detidos|apreendido|apreendidos|apreensao|condenado|' + // pt
  'boete|beboet|aangehouden|gearresteerd|inbeslagname|in beslag genomen|veroordeeld|vergunning ingetrokken|' + // nl
  'grzywn*|ukarany|ukarana|aresztowan*|skazany|skazana|nalot|zarekwirowan*|cofniecie licencji|' + // pl
  'оштрафова*|арестова*|задержан*|изъят*|осужден*|приговорил*|обыск*|лишил* лицензии|отозвал* лицензию|' + // ru
  'para cezasi|tutuklandi|gozaltina|el konuldu|ele gecirildi|yasaklandi|lisansi iptal|' + // tr
  '罰金|逮捕|摘発|押収|有罪判決|行政処分|業務停止命令|書類送検|家宅捜索|' + // ja (substrings)
  '罚款|罰款|抓获|查处|查获|判刑|判处|取缔|被捕|吊销|' + // zh
  '벌금|체포|검거|압수|적발|구속|기소|과징금|' + // ko
  'غرامة|اعتقال|القبض على|مصادرة|إدانة|سحب الترخيص', // ar
  // health information: what a nutrient or a condition does to you, its symptoms and deficiency (a page explaining a
  // supplement or a disease, not a shop of it, unless offer cues outweigh them)
  'and your health|for your health|benefits of|health benefits|symptoms|symptoms of|deficiency|' +
  'und ihre gesundheit|und gesundheit|symptome|mangelerscheinung*|et votre sante|bienfaits|symptomes|carence|' +
  'y tu salud|y su salud|beneficios para la salud|sintomas|deficiencia|e la tua salute|benefici per la salute|sintomi|carenza|' +
  'e sua saude|beneficios para a saude|en je gezondheid|en uw gezondheid|symptomen|tekort aan|' +
  'a twoje zdrowie|a zdrowie|objawy|niedobor|и ваше здоровье|и здоровье|симптомы|дефицит|ve sagliginiz|ve saglik|belirtileri|eksikligi|' +
  'と健康|症状|欠乏|与健康|与你的健康|缺乏|와 건강|증상|결핍|وصحتك|والصحة|أعراض|نقص|' +
  'dan kesehatan anda|gejala|kekurangan|va suc khoe|trieu chung|thieu hut|และสุขภาพ|อาการ|और आपका स्वास्थ्य|लक्षण|' +
  'och din halsa|symtom|og dit helbred|og din helse|ja terveytesi|oireet|es az egeszseg|tunetei|i ваше здоров я|симптоми|' +
  'и вашето здраве|a vase zdravi|a vase zdravie|priznaky|si sanatatea|simptome|και η υγεια σας|συμπτωματα|והבריאות שלך|תסמינים|و سلامت شما|علائم',
  // a dietitian's or nutrition counsellor's advice and a help line for an addiction: a service that advises on weight
  // loss or on gambling names the trade's words without selling its goods
  'dietitian|dietitians|registered dietitian|nutritionist|nutritionists|help line|support line|confidential support|' +
  'problem gambling|gambling harm|ernahrungsberatung|ernahrungsberater*|diatassistent*|okotrophologe*|dieteticien*|' +
  'nutritionniste*|nutricionista*|dietista*|nutrizionista*|dietist*|dietetyk*|диетолог*|diyetisyen*|栄養士|营养师|영양사|أخصائي تغذية'
].join('|')

/** Second-person offers and the furniture of a shop, casino or service: the page SELLS or OPERATES it. */
const OFFER = [
  // en
  'buy|buy now|shop|shop now|order now|order online|add to cart|add to basket|basket|cart|checkout|free shipping|' +
  'free delivery|delivery|in stock|sign up|signup|register now|register|join now|join today|join free|free registration|' +
  'play now|bet now|trade now|chat now|start now|claim|your bonus|welcome bonus|welcome package|free spins|first deposit|' +
  'deposit|withdraw*|cashback|18+|must be 18|over 18|18 or over|licensed by|licensed in|curacao|egaming|' +
  'open an account|open your account|create account|log in|login|subscribe|private shows|tokens|' +
  'paypal|skrill|neteller|visa|mastercard|apple pay|klarna|ideal',
  // de
  'jetzt|kaufen|online kaufen|bestellen|warenkorb|zur kasse|versandkostenfrei|versand|lieferung|registrieren|anmelden|' +
  'neukundenbonus|bonus|einzahlung|auszahlung|ab 18|ab 18 jahren',
  // fr
  'achetez|acheter|commandez|commander|panier|ajouter au panier|livraison|inscrivez-vous|inscription|jouez|pariez|' +
  'bonus de bienvenue|depot|retrait*|paiement securise',
  // es
  'compra|comprar|compre|pedido|carrito|envio gratis|registrate|registro|juega|apuesta ahora|bono|recibe|retiros|deposito',
  // it
  'acquista|compra|ordina|carrello|aggiungi al carrello|spedizione|registrati|gioca|scommetti|bonus|prelievi|deposito',
  // pt
  'compre|comprar|carrinho|frete gratis|cadastre-se|abra sua conta|jogue|aposte|bonus|saque*|deposito|pix',
  // nl
  'koop|kopen|bestel|winkelwagen|gratis verzending|registreer|speel nu|speel|stort|storting|uitbetaling|gratis spins',
  // pl
  'kup|kupuj|zamow|koszyk|dodaj do koszyka|wysylka|zarejestruj|graj|obstawiaj|bonus|wplata|wyplata',
  // ru
  'купить|купите|заказать|корзина|в корзину|доставка|регистрация|зарегистрируйтесь|играть|играйте|ставьте|бонус|' +
  'депозит|вывод|общайтесь|встречайтесь',
  // tr
  'satin al|sepete ekle|sepet|kargo|uye ol|hemen|kayit ol|oyna|bonus|yatirim|para cekme',
  // ja, zh, ko, ar (substrings)
  '今すぐ|登録|無料|購入|カート|入金|ボーナス|' +
  '注册|立即|购买|购物车|存款|彩金|奖金|优惠|' +
  '가입|지금|구매|장바구니|입금|보너스|' +
  'افتح حسابك|سجل|اشتر|إيداع|ايداع|بونص|مكافأة',
  // the other languages of ./terms: buy, order, cart, delivery, sign up, play, bonus, deposit, withdraw
  'beli|pesan sekarang|keranjang|gratis ongkir|daftar sekarang|troli|penghantaran|tarik dana|' + // id, ms
  'mua ngay|dat hang|gio hang|giao hang|dang ky|choi ngay|nap tien|rut tien|' + // vi
  'สั่งซื้อ|ตะกร้า|จัดส่ง|สมัคร|โบนัส|' + // th (substrings)
  'खरीदें|ऑर्डर|कार्ट|डिलीवरी|रजिस्टर|खेलें|बोनस|' + // hi
  'kop nu|bestall|varukorg|fri frakt|spela nu|insattning|kob nu|bestil|indkobskurv|fri fragt|indbetaling|' + // sv, da
  'kjop na|bestill|handlekurv|innskudd|' + // no
  'osta nyt|tilaa|ostoskori|rekisteroidy|pelaa nyt|talletus|' + // fi
  'kosarba|rendeld|regisztralj|jatssz|befizetes|' + // hu
  'купити|замовити|кошик|доставка|зареєструйтесь|грайте|' + // uk
  'купете|поръчай|количка|регистрирай се|играй|теглене|' + // bg
  'kupit|objednat|kosik|doprava zdarma|zaregistrujte|' + // sk, cs
  'cumpara|comanda|cosul|livrare|inregistreaza-te|joaca|depunere|' + // ro
  'αγορασε|παραγγελια|καλαθι|εγγραφη|μπονους|καταθεση|' + // el
  'לקנות|הזמינו|עגלת קניות|משלוח|הרשמה|בונוס|הפקדה|' + // he (substrings)
  'سبد خرید|ارسال رایگان|ثبت نام|واریز|برداشت', // fa (substrings)
].join('|')

/** schema.org types that say what the page is (signalsFromHtml reads them from JSON-LD). */
const REPORT_TYPES = new Set(['newsarticle', 'article', 'blogposting', 'reportagenewsarticle', 'analysisnewsarticle', 'report', 'scholarlyarticle', 'medicalwebpage', 'howto', 'faqpage', 'govermentorganization', 'governmentorganization', 'newsmediaorganization'])
const OFFER_TYPES = new Set(['product', 'offer', 'aggregateoffer', 'store', 'onlinestore', 'casino', 'gamblingestablishment', 'pharmacy', 'shoppingcenter', 'financialproduct'])

const SPACELESS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Arabic}\p{Script=Hebrew}]/u

/** A cue: folded words (`*` = any one word; the last may be a prefix), or a substring in a script without spaces. */
interface Cue { label: string; words: string[]; prefix: boolean; substring?: string }
interface CueIndex { byFirst: Map<string, Cue[]>; byPrefix3: Map<string, Cue[]>; substrings: Cue[]; ageGate: Cue | undefined }
function compile(list: string): CueIndex {
  const ix: CueIndex = { byFirst: new Map(), byPrefix3: new Map(), substrings: [], ageGate: undefined }
  const push = (m: Map<string, Cue[]>, k: string, c: Cue) => { const l = m.get(k); if (l) l.push(c); else m.set(k, [c]) }
  const seen = new Set<string>()
  for (let raw of list.split('|')) {
    raw = fold(raw.trim())
    if (!raw || seen.has(raw)) continue
    seen.add(raw)
    if (raw === '18+') { ix.ageGate = { label: raw, words: [], prefix: false }; continue }
    if (SPACELESS.test(raw)) { ix.substrings.push({ label: raw, words: [], prefix: false, substring: raw }); continue }
    const prefix = raw.endsWith('*')
    const words = (prefix ? raw.slice(0, -1) : raw).split(/\s+/).flatMap((w) => w === '*' ? ['*'] : foldedWords(w))
    if (!words.length) continue
    const c: Cue = { label: raw, words, prefix }
    if (prefix && words.length === 1) push(ix.byPrefix3, words[0]!.slice(0, 3), c)
    else push(ix.byFirst, words[0]!, c)
  }
  return ix
}
const REPORT_CUES = compile(REPORT)

/**
 * A review or the story of a work (a film, a novel, a show, a comedy act): a critic or a fan site writes about the
 * work, whose title may name a trade (a film called after a casino, a comedian called "Kasino"). The review words
 * count as reporting only beside a word for the work, since shops and casino affiliates print "reviews" too; the
 * work word then counts once more.
 */
const REVIEW_CUES = compile([
  'review|critique|story of|kritik|filmkritik|rezension|recension|resena|critica|recensione|resenha|recensie|recenzja|' +
  'рецензия|рецензии|inceleme|film elestirisi|レビュー|映画評|評論|影评|影評|书评|書評|剧评|리뷰|평론|مراجعة|نقد|' +
  'ulasan|resensi|kisah|danh gia phim|รีวิว|समीक्षा|arvostelu|kritika|recenze|recenzie|рецензія|ревю|cronica|κριτικη|ביקורת',
].join('|'))
const WORK_CUES = compile([
  'film|films|movie|movies|novel|tv series|tv show|episode|album|actor|actress|starring|sequel|franchise|trilogy|' +
  'documentary|comedy|sitcom|novelist|soundtrack|box office|' +
  'roman|staffel|regisseur|schauspieler|komodie|realisateur|comedie|pelicula|peliculas|novela|comedia|' +
  'romanzo|regista|attore|commedia|filme|filmes|ator|komedie|powiesc|serial|rezyser|komedia|фильм|фильма|сериал|' +
  'режиссер|комедия|yonetmen|komedi|映画|小説|ドラマ|アニメ|監督|电影|電影|小说|小說|电视剧|導演|导演|영화|소설|드라마|감독|' +
  'فيلم|رواية|مسلسل|مخرج|sinetron|phim|ภาพยนตร์|फिल्म|elokuva|ταινια|סרט|فیلم',
].join('|'))

// A reporting noun that ends a title-case name ("Aurora Society", "Greenleaf Institute") names a shop when the page
// offers (offer cues present), or when the title is nothing but that name (the site's own name, not what the page is
// about): the noun does not count as reporting then.
const BRAND_NAME = String.raw`(?:\p{Lu}[\p{L}'’-]*\s+){1,3}(?:Society|Institute|Association|Federation|Alliance|Coalition|Academy|Club|Journal)`
const BRAND = new RegExp(String.raw`${BRAND_NAME}(?![\p{L}\p{N}])`, 'gu')
const BRAND_TITLE = new RegExp(String.raw`^\s*${BRAND_NAME}\s*$`, 'u')
const OFFER_CUES = compile(OFFER)
const AGE_GATE = /(?<![\p{N}])18\s?\+/u

/** Distinct cues of one index found in folded text (its words given), each counted once. */
// German and Dutch write a reporting noun as the head of a compound ("Tabakmuseum", "Gezondheidsblog",
// "Vereinsgeschichte"): a word that ends in one of these heads, after at least three letters of its own, counts as it.
const COMPOUND_HEADS = ['museum', 'blog', 'kammer', 'verein', 'vereniging', 'geschichte', 'geschiedenis', 'ratgeber', 'nachrichten', 'nieuws']

function count(ix: CueIndex, folded: string, words: string[], found: string[]): number {
  const hit = new Set<Cue>()
  const rest = (c: Cue, i: number): boolean => {
    for (let j = 1; j < c.words.length; j++) {
      const x = words[i + j], w = c.words[j]!
      if (x === undefined) return false
      if (w === '*') continue
      if (c.prefix && j === c.words.length - 1 ? !x.startsWith(w) : x !== w) return false
    }
    return true
  }
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!
    for (const c of ix.byFirst.get(w) ?? []) if (!hit.has(c) && rest(c, i)) hit.add(c)
    if (w.length >= 3) for (const c of ix.byPrefix3.get(w.slice(0, 3)) ?? []) if (!hit.has(c) && w.startsWith(c.words[0]!)) hit.add(c)
    for (const h of COMPOUND_HEADS) if (w.length >= h.length + 3 && w.endsWith(h)) for (const c of ix.byFirst.get(h) ?? []) if (c.words.length === 1) hit.add(c)
  }
  for (const c of ix.substrings) if (folded.includes(c.substring!)) hit.add(c)
  if (ix.ageGate && AGE_GATE.test(folded)) hit.add(ix.ageGate)
  for (const c of hit) if (found.length < 8) found.push(c.label)
  return hit.size
}

// A byline ("By Sarah Collins", "Von Markus Weber", "Par …", "Por …", "Di …") or a dated line ("14 March 2026",
// "2026-03-14", "14.03.2026") — read on the unfolded text, where capital letters still mark a name.
const BYLINE = /(?:^|[\n.|–—-]\s*)(?:By|Von|Par|Por|Di|Door|Autor|Автор)\s+\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+/u
const DATE = /\b(?:\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2},\s+\d{4}|\d{4}-\d{2}-\d{2}|\d{1,2}\.\d{1,2}\.\d{4})\b/i

export interface Stance {
  /** Distinct reporting cues (plus byline, date and schema type). */
  report: number
  /** Distinct offer cues (plus schema type). */
  offer: number
  /** Factor (REPORT_FLOOR … 1) applied to the page's class scores: 1 unless reporting outweighs offering. */
  damp: number
  /** The cues found, for evidence. */
  cues: string[]
}

const TEXT_CHARS = 2000
/** Damp when reporting cues outnumber offer cues by one (the page is more likely about the trade than selling it), and
 * each further cue lowers it by REPORT_STEP down to REPORT_FLOOR. A page with no cues either way is not damped:
 * a short text that names its trade ("online casino") is read as the trade itself. */
const REPORT_ONE = 0.55
const REPORT_STEP = 0.2
const REPORT_FLOOR = 0.35
/** The damp of a page whose reporting cues outnumber its offer cues by n (1 when n ≤ 0). */
const cueDamp = (n: number): number => n <= 0 ? 1 : Math.max(REPORT_FLOOR, REPORT_ONE - (n - 1) * REPORT_STEP)

// Goods named with a reporting word: "research chemicals" and "research peptides" are what a grey-market shop sells, not
// research about them; the cue word inside such a name does not count.
const GOODS = /(?<![\p{L}\p{N}])research[\s-]+(?:chemicals?|peptides?|compounds?|sarms|use[\s-]+only|purposes[\s-]+only)(?![\p{L}\p{N}])/gu

/** The stance of one page from its title, description, headings, link texts, the start of its text and its schema types. */
export function pageStance(s: PageSignals): Stance {
  const raw = [s.title, s.description, ...(s.headings ?? []).slice(0, 20), s.text.slice(0, TEXT_CHARS)].filter(Boolean).join('\n')
  const links = (s.linkTexts ?? []).slice(0, 100).join('\n')
  const linkText = fold(links)
  const cues: string[] = []
  const offerText = fold(raw).replace(GOODS, ' ')
  let offer = count(OFFER_CUES, `${offerText}\n${linkText}`, [...foldedWords(offerText), ...foldedWords(linkText)], cues)
  // A shop's own name ending in a reporting noun: the name is left out of the reporting side.
  const named = offer > 0 || BRAND_TITLE.test(s.title ?? '')
  const unbrand = (t: string): string => named ? t.replace(BRAND, ' ') : t
  const text = fold(unbrand(raw)).replace(GOODS, ' '), words = foldedWords(text)
  let report = count(REPORT_CUES, text, words, cues)
  // The title says what the page is (a news outlet, a shop): a cue in it counts once more.
  const title = fold(unbrand(s.title ?? '')).replace(GOODS, ' '), titleWords = foldedWords(title)
  report += count(REPORT_CUES, title, titleWords, [])
  offer += count(OFFER_CUES, title, titleWords, [])
  // A review of a work: its review words (text and title) and one for the work.
  const reviews = count(REVIEW_CUES, text, words, [])
  if (reviews > 0) {
    const work: string[] = []
    if (count(WORK_CUES, text, words, work) > 0) {
      report += reviews + count(REVIEW_CUES, title, titleWords, []) + 1
      cues.push(`review of a work (${work[0]})`)
    }
  }
  if (BYLINE.test(raw)) { report++; cues.push('byline') }
  if (DATE.test(raw)) { report++; cues.push('date') }
  for (const t of s.jsonLdTypes ?? []) {
    const k = t.toLowerCase()
    if (REPORT_TYPES.has(k)) { report += 3; cues.push(`schema ${t}`) }
    if (OFFER_TYPES.has(k)) { offer += 3; cues.push(`schema ${t}`) }
  }
  const net = report - offer
  return { report, offer, damp: cueDamp(net), cues }
}

/**
 * Words of a file service that is not a cyberlocker, in the languages of ./terms: one sold to businesses and teams
 * (plans per user, single sign-on, admin controls, data-protection compliance) and one that distributes open-source
 * software (a mirror). Both name "cloud storage", "file sharing" or "downloads" like a cyberlocker does, but a
 * cyberlocker sells anonymous uploads and paid download speed to the public (docs/intel.md, "Near misses").
 */
const BUSINESS = compile([
  'for business|for businesses|for teams|for your team|for companies|enterprise|single sign-on|sso|admin controls|' +
  'admin console|audit log*|gdpr|per user',
  'fur unternehmen|fur teams|fur firmen|dsgvo|pro nutzer', // de
  'pour les entreprises|pour entreprises|rgpd|par utilisateur', // fr
  'para empresas|para equipos|por usuario', // es
  'per le aziende|per aziende|aziendale|per utente', // it
  'para empresas|para equipes|lgpd|por usuario', // pt
  'voor bedrijven|zakelijk|per gebruiker', // nl
  'dla firm|dla biznesu|dla zespolow|rodo', // pl
  'для бизнеса|для команд|для компаний|корпоративн*', // ru
  'kurumsal|isletmeler icin|sirketler icin|kvkk', // tr
  '法人向け|企業向け|ビジネス向け|企业|企業|团队协作|團隊協作|私有化部署|기업용|기업 전용|비즈니스용|للشركات|للأعمال', // ja, zh, ko, ar
  // open-source software distribution (a software mirror's downloads)
  'open source|open-source|free software|logiciels libres|logiciel libre|software libre|freie software|software livre|' +
  'oprogramowanie open source|свободное по|acik kaynak|オープンソース|开源|開源|오픈소스|مفتوح المصدر|' +
  // the open-source systems such a mirror carries and the checksums it publishes beside each image
  'linux|debian|ubuntu|fedora|freebsd|centos|iso images|checksums|sha256sums',
].join('|'))


/**
 * Words of software sold as a service, in the languages of ./terms. A free trial is how software is sold (an
 * invoicing tool "for freelancers", a CRM "for small businesses", an app that "integrates with" others); the
 * negative-option class is about consumer goods billed on after a trial (docs/intel.md, "Near misses").
 */
const SOFTWARE = compile([
  'software|saas|web app|for freelancers|for small business*|for agencies|for startups|for developers|integrates with|integrations|api',
  'fur freiberufler|fur selbststandige|fur kleine unternehmen|fur agenturen', // de
  'logiciel*|pour les independants|pour freelances|pour les pme|pour les agences', // fr
  'para autonomos|para freelancers|para pymes|para agencias', // es
  'per freelance|per liberi professionisti|per pmi|per agenzie', // it
  'para autonomos|para pequenas empresas|para agencias', // pt
  'voor zzp*|voor freelancers|voor het mkb|voor mkb', // nl
  'oprogramowanie|dla freelancerow|dla malych firm|dla agencji', // pl
  'программное обеспечение|для фрилансеров|для малого бизнеса', // ru
  'yazilim|serbest calisanlar icin|kobiler icin', // tr
  'ソフトウェア|クラウドサービス|软件|軟體|軟件|소프트웨어|برمجيات', // ja, zh, ko, ar
  // streaming of films, series, music and books: a media service sold by subscription, not goods billed on after a trial
  'streaming|movies and tv shows|films and series|tv shows|audiobooks|podcasts|filme und serien|films et series|' +
  'peliculas y series|film e serie tv|filmes e series|films en series|filmy i seriale|фильмы и сериалы|filmler ve diziler|' +
  '動画配信|视频会员|영화와 드라마|أفلام ومسلسلات|phim va chuong trinh|film dan serial|filmer och serier',
].join('|'))

/**
 * Words of a bank's own accounts, in the languages of ./terms: a bank lists loans beside savings and current accounts,
 * a payday lender or debt-relief seller does not hold deposits. Not "bank" alone (a lender pays "into your bank account").
 */
const BANK = compile([
  'savings account*|current account*|checking account*|personal banking|online banking|internet banking|mobile banking|' +
  'sparkonto|girokonto|tagesgeld|compte courant|compte epargne|livret a|cuenta corriente|cuenta de ahorro*|conto corrente|' +
  'conto deposito|conta corrente|conta poupanca|betaalrekening|spaarrekening|konto osobiste|konto oszczednosciowe|' +
  'текущий счет|сберегательный счет|вклады|vadesiz hesap|vadeli hesap|mevduat|普通預金|定期預金|活期存款|定期存款|储蓄账户|' +
  '예금|적금|حساب توفير|حساب جاري|' +
  'perbankan|akaun simpanan|akaun semasa|rekening tabungan|tabungan|tai khoan tiet kiem|gui tiet kiem|บัญชีออมทรัพย์|' +
  'बचत खाता|sparkonto|opsparingskonto|sparekonto|saastotili|kayttotili|folyoszamla|megtakaritasi szamla|' +
  'ощадний рахунок|поточний рахунок|спестовна сметка|sporiaci ucet|sporici ucet|bezny ucet|cont de economii|cont curent|' +
  'λογαριασμος ταμιευσης|חשבון עובר ושב|פיקדון|حساب پس انداز|سپرده',
].join('|'))

/**
 * The deposit-insurance and fair-lending lines a bank must print. A lender that arranges its loans through a partner
 * bank prints the partner's "Member FDIC" or "Einlagensicherung" too, so the lines speak for the site only when it
 * names itself a bank (BANK_NAME in its title) or names a bank's own accounts (BANK).
 */
const INSURED = compile([
  'member fdic|fdic insured|fdic-insured|equal housing lender|member ncua|fscs protected|einlagensicherung|' +
  'garantie des depots|fonds de garantie des depots|tutela dei depositi|fondo de garantia de depositos|страхование вкладов|' +
  'mevduat sigortasi|예금자보호|存款保险|預金保険',
].join('|'))

/** The institution's own noun in a site's title ("Cedar Valley Bank", "Sparkasse Talheim", "Caisse d'Epargne"), folded. */
const BANK_NAME = /(?<![\p{L}\p{N}])(?:bank|banque|banca|banco|bankasi|банк|sparkasse|volksbank|raiffeisenbank|credit union|building society|savings and loan|caisse d.?epargne|cassa di risparmio|caja de ahorros|bankas)(?![\p{L}\p{N}])|銀行|银行|은행/u

/**
 * Words of a pharmacy that dispenses against a doctor's prescription, in the languages of ./terms: it asks for the
 * prescription (upload it, send it, redeem an e-prescription), names its pharmacists, its opening hours, its
 * on-duty service and its vaccinations. A local or chain pharmacy of that kind names "pharmacy" and "prescription" as
 * often as a pill shop; what sets the pill shop apart is what it sells without one (ROGUE).
 */
const DISPENSING = compile([
  'upload your prescription|upload a prescription|send your prescription|send us your prescription|refill a prescription|' +
  'refill your prescription|refill prescriptions|prescription refill*|transfer your prescription|transfer a prescription|' +
  'repeat prescription*|nhs prescription*|flu shot*|flu jab*|vaccinations|immunizations|pharmacist|pharmacists|' +
  'store locator|find a pharmacy|opening hours|pick it up in store|pick up in store|in-store pickup',
  'e-rezept|rezept einlosen|rezept einreichen|rezept hochladen|notdienst|apothekennotdienst|apotheker|apothekerin|' +
  'offnungszeiten|impfung|impfungen|vorbestellung|vorbestellen|botendienst', // de
  'envoyer mon ordonnance|envoyez votre ordonnance|envoyer votre ordonnance|preparez votre ordonnance|pharmacien|' +
  'pharmaciens|pharmacienne|officine|pharmacie de garde|horaires|vaccination|vaccinations', // fr
  'ricetta elettronica|invia la tua ricetta|invia ricetta|farmacista|farmacisti|farmacia di turno|farmacie di turno|orari|' +
  'vaccini|vaccinazioni|prenotazioni cup|ritira in farmacia', // it
  'receta electronica|farmacia de guardia|farmaceutico|farmaceuticos|horarios|vacunacion|' + // es
  'receita digital|farmacia de plantao|farmaceutica|vacinacao', // pt
  'herhaalrecept|herhaalmedicatie|apotheker|openingstijden|dienstapotheek|' + // nl
  'e-recepta|recepta elektroniczna|farmaceuta|apteka dyzurna|godziny otwarcia', // pl
  'по рецепту|при наличии рецепта|рецепта врача|бронирование|забронировать|провизор|фармацевт|часы работы|режим работы|лицензия', // ru
  'nobetci eczane*|recete ile|eczaci|calisma saatleri', // tr
  '処方箋受付|処方せん受付|薬剤師|営業時間|凭处方|凭医生处方|药师咨询|执业药师|门店|营业时间|처방전 접수|처방전 조제|처방조제|약사|오시는 길|영업시간|' +
  'صيدلي|مواعيد العمل', // ja, zh, ko, ar
].join('|'))

/**
 * What a pill shop sells and a dispensing pharmacy does not: drugs without a prescription, the erection and controlled
 * drugs such shops are built on, and discreet parcels; also the online pharmacy as such (a mail-order pharmacy is the
 * class by the label convention). One of them on the page and it is not read as a dispensing pharmacy.
 */
const ROGUE = compile([
  'without prescription|without a prescription|no prescription|no prescription needed|no rx|online pharmacy|discreet|' +
  'viagra|cialis|levitra|kamagra|sildenafil|tadalafil|tramadol|xanax|valium|oxycodone|phentermine|modafinil|' +
  // the controlled sleeping pills, benzodiazepines, stimulants and opioids such shops are built on (names used worldwide)
  'ambien|zolpidem|alprazolam|diazepam|lorazepam|ativan|clonazepam|klonopin|adderall|ritalin|methylphenidate|' +
  'hydrocodone|oxycontin|percocet|vicodin|fentanyl|carisoprodol|' +
  'sans ordonnance|pharmacie en ligne|discret|discrete|ohne rezept|online apotheke|online-apotheke|versandapotheke|diskret|' +
  'senza ricetta|farmacia online|sin receta|sem receita|zonder recept|bez recepty|без рецепта|интернет-аптека|интернет аптека|' +
  'анонимн*|виагр*|сиалис*|recetesiz|online eczane|gizli kargo|' +
  '无需处方|無需處方|免处方|网上药房|网上药店|隐秘|伟哥|希爱力|처방전 없이|처방전없이|온라인 약국|비밀 배송|비아그라|시알리스|処方箋不要|バイアグラ',
].join('|'))

/**
 * Factors for services sold to businesses, read from the title, description, headings and start of text (each 1
 * without a cue, else the damp of a page whose reporting cues outnumber its offer cues by as many cues):
 * `business` on the cyberlocker score of a file service sold to businesses or distributing open-source software
 * (BUSINESS), `software` on the negative-option score of a page selling software or a service to businesses
 * (SOFTWARE and BUSINESS), `bank` on the payday-lending score of a bank (BANK), and `pharmacy` on the pharmacy score of
 * a pharmacy that dispenses against a prescription (DISPENSING, none of ROGUE); `bankTitle` on the forex score of a site
 * whose title names it a bank (BANK_NAME: a regulated name), whose exchange rates and currency accounts are not a broker's
 * leveraged trading (a bank that sells CFDs still names them, strong terms that stay above the flag after the damp).
 */
export function businessDamps(s: PageSignals): { business: number; software: number; bank: number; bankTitle: number; pharmacy: number } {
  const text = fold([s.title, s.description, ...(s.headings ?? []).slice(0, 20), s.text.slice(0, TEXT_CHARS)].filter(Boolean).join('\n'))
  const words = foldedWords(text)
  const business = count(BUSINESS, text, words, [])
  const accounts = count(BANK, text, words, [])
  // Folding decomposes Hangul syllables (NFKD), so the Korean noun is looked for in the title as written too.
  const named = BANK_NAME.test(fold(s.title ?? '')) || BANK_NAME.test((s.title ?? '').normalize('NFC'))
  const insured = accounts > 0 || named ? count(INSURED, text, words, []) : 0
  const pharmacy = count(ROGUE, text, words, []) > 0 ? 1 : cueDamp(count(DISPENSING, text, words, []))
  const bank = cueDamp(accounts + insured + (named ? 1 : 0))
  return { business: cueDamp(business), software: cueDamp(business + count(SOFTWARE, text, words, [])), bank, bankTitle: named ? bank : 1, pharmacy }
}
