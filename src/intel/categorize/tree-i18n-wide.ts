/**
 * Terms for the deeper nodes of the IAB 3.1 tree in the fourteen languages of taxonomy-i18n-wide.ts (Indonesian,
 * Vietnamese, Thai, Hindi, Swedish, Czech, Romanian, Greek, Hebrew, Ukrainian, Hungarian, Persian, Danish,
 * Finnish), written for this project: the ordinary words of the pages commercial sites most often are (casinos and
 * bookmakers, restaurants and bakeries, car dealers and garages, banks and insurers, estate agents, hotels and
 * airlines, universities and language schools, job boards, dentists and pharmacies, software and hosting, phone
 * shops, football and cricket, elections, groceries, lotteries, women's clothing). Same syntax and matching as
 * tree-i18n.ts, which merges them into its table. Method and figures: docs/intel.md, "Categories in the languages
 * of the risk lexicon".
 */
import type { WideLang } from './taxonomy-i18n-wide.ts'

const FOURTEEN: Readonly<Record<string, Partial<Record<WideLang, string>>>> = {
  'Casinos & Gambling': {
    id: 'judi kasino slot taruhan togel jackpot maxwin', vi: 'cược casino hũ kèo', th: 'คาสิโน บาคาร่า สล็อต แทงบอล พนัน',
    hi: 'कैसीनो सट्टा जुआ स्लॉट', sv: 'casino spelautomat* insättning* free spins odds', cs: 'kasin* sázk* sázen* automaty automatů', ro: 'cazino* pariu* pariuri sloturi ruletă',
    el: 'καζινο στοιχημ* κουλοχερ* ρουλετα πονταρ*', he: 'קזינו הימורים הימור* פוקר', uk: 'казино ставк* слот* рулетк* покер*', hu: 'kaszinó* fogadás* nyerőgép* szerencsejáték*',
    fa: 'کازینو پوکر رولت', da: 'casino spilleautomat* indbetaling* odds', fi: 'kasino* vedonlyön* rahapel* kolikkopel*',
  },
  'Dining Out': {
    id: 'restoran rumah makan pesan antar', vi: 'quán bàn thực', th: 'ร้านอาหาร จองโต๊ะ', hi: 'रेस्टोरेंट ढाबा', sv: 'restaurang* bordsbokning* lunch',
    cs: 'restaurac* rezervace', ro: 'restaurantul restaurante restaurantului rezervări rezervare', el: 'εστιατορ* ταβερν* κρατηση', he: 'מסעדה מסעדת מסעדות', uk: 'ресторан* кафе',
    hu: 'étterem* vendéglő*', fa: 'رستوران رزرو میز', da: 'restauranten restauranter bordbestilling*', fi: 'ravintola* lounas* pöytävarau*',
  },
  'Desserts and Baking': {
    id: 'roti kue bakery', vi: 'bánh ngọt', th: 'เบเกอรี่ ขนมปัง เค้ก', hi: 'बेकरी केक मिठाई', sv: 'bageri* bröd bullar kakor tårt* bakverk* konditori*',
    cs: 'pekárn* pečiv* chléb koláč* dort dorty dortů zákusk* cukrárn*', ro: 'brutări* patiserie* cozonac* prăjitur* tort torturi tortul', el: 'φουρν* αρτοποι* ζαχαροπλαστ* γλυκ* τουρτ*',
    he: 'מאפייה מאפים עוגות עוגה לחם', uk: 'пекарн* випічк* хліб* торт* кондитер*', hu: 'pékség* kenyér* cukrász* sütemény* torta*',
    fa: 'نانوایی شیرینی کیک', da: 'bageri* brød wienerbrød kager kage lagkage* konditori*', fi: 'leipomo* leipä* leivonnai* kakku* konditoria*',
  },
  'Auto Buying and Selling': {
    id: 'jual beli mobil bekas dealer', vi: 'mua bán cũ salon', th: 'รถมือสอง ขายรถ', hi: 'पुरानी कार खरीदें बेचें', sv: 'begagnade begagnad bilhandlare* inbyte',
    cs: 'ojet* autobazar* výkup* protiúčet', ro: 'second rulate dealer*', el: 'μεταχειρισμεν*', he: 'שנייה סוכנות רכב', uk: 'вживан* автосалон* продаж*',
    hu: 'használtautó* autókereskedés* beszámítás*', fa: 'نمایشگاه خودرو دست دوم', da: 'brugt brugte bilforhandler* bytte', fi: 'käytetyt autoliike* vaihtoauto*',
  },
  'Auto Repair': {
    id: 'bengkel servis', vi: 'sửa chữa dưỡng', th: 'ซ่อมรถ', hi: 'मरम्मत सर्विस', sv: 'bilverkstad* verkstad* service', cs: 'autoservis* oprav*', ro: 'service reparații',
    el: 'συνεργει* επισκευ*', he: 'מוסך תיקון', uk: 'автосервіс* шиномонтаж* сто', hu: 'autószerviz* javítás*', fa: 'تعمیرگاه تعمیر', da: 'autoværksted* værksted*', fi: 'korjaamo* huolto*',
  },
  'Consumer Banking': {
    id: 'tabungan rekening nasabah transfer mobile banking', vi: 'khoản thẻ kiệm', th: 'บัญชี เงินฝาก ออมทรัพย์ โอนเงิน', hi: 'खाता बचत जमा नेट बैंकिंग',
    sv: 'konto* sparkonto* betalkort* bankid', cs: 'účet účty účtu spořicí bankovnictví', ro: 'cont conturi card carduri depozit*', el: 'λογαριασμ* καρτ* καταθεσ*',
    he: 'חשבון עו פיקדון', uk: 'рахун* картк* депозит* переказ*', hu: 'bankszámla* számlavezetés* bankkártya* netbank*', fa: 'حساب افتتاح کارت سپرده',
    da: 'konto* lønkonto* netbank* mobilbank* betalingskort*', fi: 'käyttötili* säästötili* pankkikortti* verkkopankki*',
  },
  'Insurance': {
    id: 'asuransi polis premi klaim', vi: 'hiểm', th: 'ประกัน เบี้ยประกัน', hi: 'बीमा पॉलिसी प्रीमियम', sv: 'försäkring* försäkringsbolag*',
    cs: 'pojištěn* pojišťovn* pojistn*', ro: 'asigurare asigurări asigurăr* poliț*', el: 'ασφαλεια* ασφαλιστ* ασφαλισ*', he: 'ביטוח פוליסה',
    uk: 'страхуван* страхов* поліс*', hu: 'biztosítás* biztosító*', fa: 'بیمه', da: 'forsikring*', fi: 'vakuutu*',
  },
  'Motor Insurance': {
    id: 'mobil kendaraan', vi: 'ôtô xe', th: 'ประกันรถยนต์', hi: 'मोटर वाहन कार', sv: 'bilförsäkring* trafikförsäkring* halvförsäkring* helförsäkring*', cs: 'ručení havarijní',
    ro: 'rca casco', el: 'οχηματ* αυτοκινητ*', he: 'רכב מקיף חובה', uk: 'осцпв автоцивілк* каско автострах*', hu: 'kgfb casco gépjármű*',
    fa: 'ثالث بدنه خودرو', da: 'bilforsikring*', fi: 'liikennevakuutu* kasko*',
  },
  'Health Insurance': {
    id: 'kesehatan', vi: 'khỏe', th: 'ประกันสุขภาพ', hi: 'स्वास्थ्य', sv: 'sjukförsäkring*', cs: 'zdravotní', ro: 'sănătate medicală', el: 'υγειας',
    he: 'בריאות', uk: 'медичн*', hu: 'egészségbiztosítás*', fa: 'درمان تکمیلی', da: 'sundhedsforsikring*', fi: 'sairausvakuutu*',
  },
  'Life Insurance': {
    id: 'jiwa', vi: 'thọ', th: 'ประกันชีวิต', hi: 'जीवन टर्म', sv: 'livförsäkring*', cs: 'životní', ro: 'viață', el: 'ζωης', he: 'חיים',
    uk: 'життя', hu: 'életbiztosítás*', fa: 'عمر', da: 'livsforsikring*', fi: 'henkivakuutu*',
  },
  'Home Financing': {
    id: 'kpr', vi: 'vay', th: 'สินเชื่อบ้าน', hi: 'होम लोन', sv: 'bolån*', cs: 'hypoték* hypotéka', ro: 'ipotecar*', el: 'στεγαστικ*', he: 'משכנתא משכנתאות',
    uk: 'іпотек*', hu: 'lakáshitel*', fa: 'وام مسکن', da: 'boliglån* realkredit*', fi: 'asuntolaina*',
  },
  'Real Estate Buying and Selling': {
    id: 'dijual jual beli properti', vi: 'mua bán đất', th: 'ขายบ้าน ขายคอนโด ที่ดิน', hi: 'बिक्री ख़रीदें खरीदें प्लॉट', sv: 'till salu mäklare* säljes',
    cs: 'prodej realitní', ro: 'vânzare vând', el: 'πωληση πωλησεις μεσιτ*', he: 'למכירה תיווך', uk: 'продаж* купити агентство', hu: 'eladó ingatlaniroda*',
    fa: 'فروش خرید مشاور', da: 'salg ejendomsmægler* sælges', fi: 'myytävät myytävä kiinteistönväl*',
  },
  'Real Estate Renting and Leasing': {
    id: 'disewakan sewa kos', vi: 'thuê', th: 'ให้เช่า ห้องเช่า ค่าเช่า', hi: 'किराया किराए', sv: 'hyra uthyres hyresrätt*', cs: 'pronájem nájem',
    ro: 'închiriere închiriez chirie', el: 'ενοικιαση ενοικιο ενοικιαζεται', he: 'להשכרה שכירות', uk: 'оренд*', hu: 'kiadó albérlet*',
    fa: 'اجاره رهن', da: 'leje lejebolig* husleje depositum', fi: 'vuokra* vuokrattava*',
  },
  'Hotels and Motels': {
    id: 'hotel penginapan kamar check', vi: 'sạn phòng', th: 'โรงแรม ห้องพัก ที่พัก', hi: 'होटल कमरा', sv: 'hotell hotellet hotellen hotellrum* rum dubbelrum*',
    cs: 'ubytování pokoj* hotelu hotely hotelový', ro: 'cazare camere cameră', el: 'ξενοδοχει* δωματι* σουιτ*', he: 'מלון חדר חדרים', uk: 'готел* номер*',
    hu: 'szálloda* szoba szobák szobát szállás*', fa: 'هتل اتاق اقامت', da: 'hotellet hoteller værelse* dobbeltværelse*', fi: 'hotelli* hotellihuone* huone*',
  },
  'Air Travel': {
    id: 'pesawat penerbangan maskapai', vi: 'vé', th: 'ตั๋วเครื่องบิน เที่ยวบิน สายการบิน', hi: 'उड़ान फ्लाइट हवाई', sv: 'flyg flygbiljett*',
    cs: 'letenk* lety', ro: 'zbor* bilete avion', el: 'πτησ* αεροπορικ*', he: 'טיסה טיסות', uk: 'авіаквит* рейс*', hu: 'repülőjegy* járat*',
    fa: 'بلیط هواپیما پرواز', da: 'fly flybillet*', fi: 'lento lennon lentoliput lennot',
  },
  'College Education': {
    id: 'universitas mahasiswa sarjana fakultas', vi: 'đại sinh', th: 'มหาวิทยาลัย นักศึกษา ปริญญา', hi: 'विश्वविद्यालय कॉलेज डिग्री', sv: 'universitet* högskola*',
    cs: 'univerzit* fakult* bakalář*', ro: 'universitat* facultat* licență master', el: 'πανεπιστημ* φοιτητ*', he: 'אוניברסיט* סטודנטים תואר',
    uk: 'університет* факультет* вступ*', hu: 'egyetem* főiskol* felvételi', fa: 'دانشگاه دانشجو کارشناسی', da: 'universitet* studerende', fi: 'yliopisto* korkeakoulu*',
  },
  'Language Learning': {
    id: 'bahasa inggris', vi: 'tiếng', th: 'ภาษาอังกฤษ', hi: 'अंग्रेज़ी अंग्रेजी', sv: 'språkkurs*', cs: 'jazykov* angličtin*', ro: 'limba engleză', el: 'αγγλικα γλωσσ*',
    he: 'אנגלית', uk: 'англійськ* мов*', hu: 'nyelvisko* angol', fa: 'زبان انگلیسی', da: 'sprogkursus* engelsk', fi: 'kielikurssi* englanti*',
  },
  'Job Search': {
    id: 'lowongan loker lamaran cv rekrutmen', vi: 'tuyển việc', th: 'หางาน สมัครงาน ตำแหน่งงาน', hi: 'नौकरी भर्ती रोजगार आवेदन', sv: 'lediga jobb ansökan',
    cs: 'prác* nabídk* životopis*', ro: 'locuri angajare cv', el: 'θεσεις εργασιας βιογραφικ*', he: 'דרושים משרות', uk: 'ваканс* резюме', hu: 'állásajánlat* álláshirdetés* önéletrajz*',
    fa: 'استخدام رزومه کاریابی', da: 'ledige stillinger ansøgning*', fi: 'työpaik* työhakemu*',
  },
  'Dental Health': {
    id: 'gigi dokter gigi', vi: 'răng nha niềng', th: 'ทันตกรรม จัดฟัน ทันตแพทย์', hi: 'दाँत दांत डेंटल', sv: 'tandläkare* tandvård*', cs: 'zubn* zuby zubů',
    ro: 'stomatolog* dentar* dinți', el: 'οδοντ*', he: 'שיניים', uk: 'стоматолог* зуб*', hu: 'fogorvos* fogászat* fogak', fa: 'دندان دندانپزشکی', da: 'tandlæge* tænder', fi: 'hammaslääkä* hampa*',
  },
  'Pharmaceutical Drugs': {
    id: 'apotek obat resep', vi: 'thuốc', th: 'ร้านขายยา เภสัชกร', hi: 'दवा दवाइयाँ दवाइयां फार्मेसी', sv: 'apotek* läkemed* recept recepten receptfria receptbelagda', cs: 'lékárn* lék* léky',
    ro: 'farmaci* medicament*', el: 'φαρμακ*', he: 'תרופות מרקחת', uk: 'аптек* лік* ліки препарат*', hu: 'gyógyszer* patika*', fa: 'داروخانه دارو', da: 'apotek* medicin medicinen', fi: 'apteek* lääke* lääkkeet',
  },
  'Software and Applications': {
    id: 'aplikasi perangkat lunak', vi: 'mềm ứng', th: 'ซอฟต์แวร์ แอปพลิเคชัน', hi: 'सॉफ्टवेयर ऐप', sv: 'programvar* app', cs: 'software aplikac*',
    ro: 'aplicați* software', el: 'λογισμικ* εφαρμογ*', he: 'תוכנה אפליקציה', uk: 'програм* застосун*', hu: 'szoftver* alkalmazás*', fa: 'نرم افزار اپلیکیشن',
    da: 'software app', fi: 'ohjelmisto* sovellu*',
  },
  'Web Hosting': {
    id: 'hosting domain server', vi: 'hosting miền', th: 'โฮสติ้ง โดเมน', hi: 'होस्टिंग डोमेन', sv: 'webbhotell* domän*', cs: 'webhosting* domén*', ro: 'găzduire domenii',
    el: 'φιλοξενια', he: 'אחסון דומיין', uk: 'хостинг* домен*', hu: 'tárhely* domain*', fa: 'هاست دامنه', da: 'webhotel* domæne*', fi: 'webhotelli* verkkotunnu*',
  },
  'Smartphones': {
    id: 'ponsel smartphone hp', vi: 'thoại', th: 'มือถือ สมาร์ทโฟน', hi: 'मोबाइल स्मार्टफोन', sv: 'mobiltelefon* mobiler', cs: 'mobilní mobily chytré', ro: 'telefoane',
    el: 'κινητα κινητο', he: 'סלולרי טלפונים', uk: 'смартфон*', hu: 'mobiltelefon* okostelefon*', fa: 'گوشی موبایل', da: 'mobiltelefon*', fi: 'puhelin* älypuhelin*',
  },
  'Soccer': {
    id: 'sepak bola gol liga', vi: 'bóng thắng', th: 'ฟุตบอล พรีเมียร์ลีก', hi: 'फुटबॉल', sv: 'fotboll* allsvenskan mål', cs: 'fotbal* gól*', ro: 'fotbal* gol goluri golul golurile',
    el: 'ποδοσφαιρ* γκολ', he: 'כדורגל שער', uk: 'футбол* гол*', hu: 'labdarúgás* foci gól*', fa: 'فوتبال', da: 'fodbold* superliga*', fi: 'jalkapallo* veikkausliig*',
  },
  'Cricket': {
    hi: 'क्रिकेट शतक बल्लेबाज़ बल्लेबाजी गेंदबाज़ गेंदबाजी विकेट टेस्ट',
  },
  'Elections': {
    id: 'pemilu pilkada', vi: 'bầu cử', th: 'เลือกตั้ง', hi: 'चुनाव मतदान', sv: 'riksdagsval*', cs: 'volb* volební', ro: 'alegeri electoral*', el: 'εκλογ* δημοσκοπησ*', he: 'בחירות',
    uk: 'вибор*', hu: 'választás*', fa: 'انتخابات', da: 'folketingsvalg*', fi: 'vaali*',
  },
  'Grocery Shopping': {
    id: 'sembako supermarket', vi: 'siêu', th: 'ซูเปอร์มาร์เก็ต ของสด', hi: 'किराना', sv: 'matkasse* livsmedel*', cs: 'potravin*', ro: 'alimente', el: 'σουπερ μαρκετ',
    he: 'סופרמרקט', uk: 'продукт*', hu: 'élelmiszer*', fa: 'سوپرمارکت', da: 'dagligvare*', fi: 'ruokakauppa* päivittäistavara*',
  },
  'Lotteries and Scratchcards': {
    id: 'lotre', vi: 'xổ', th: 'ลอตเตอรี่ หวย สลากกินแบ่ง', hi: 'लॉटरी', sv: 'lotteri* lotto', cs: 'loteri* loterie', ro: 'loteri* loto', el: 'λαχει* λοτο',
    he: 'לוטו הגרלה', uk: 'лотере*', hu: 'lottó* sorsjegy*', fa: 'بخت آزمایی', da: 'lotteri* lotto', fi: 'lotto* arpa arpoja',
  },
  "Women's Clothing": {
    id: 'busana gamis tunik mukena hijab dress', vi: 'váy đầm', th: 'ชุดเดรส เสื้อผ้าผู้หญิง', hi: 'साड़ी कुर्ती लहंगा सलवार', sv: 'klänning* damkläder*',
    cs: 'dámské šaty', ro: 'rochi* fuste', el: 'φορεματ* γυναικει*', he: 'שמלות נשים', uk: 'жіноч* сукн*', hu: 'női ruha*', fa: 'مانتو زنانه',
    da: 'kjole* dametøj*', fi: 'mekko* naisten',
  },
}

/** Norwegian, Malay, Bulgarian and Slovak: the most frequent of the nodes above. */
const FOUR: Readonly<Record<string, Partial<Record<WideLang, string>>>> = {
  'Casinos & Gambling': { no: 'casino spilleautomat* innskudd* odds', ms: 'kasino judi slot pertaruhan', bg: 'казино залаган* слот* рулетк* букмейкър*', sk: 'kasín* stávk* stávkov* automaty automatov ruleta' },
  'Dining Out': { no: 'restauranten restauranter bordbestilling* lunsj', ms: 'restoran meja', bg: 'ресторант* резервац*', sk: 'reštaurác* rezervác*' },
  'Desserts and Baking': { no: 'bakeri* brød boller kaker wienerbrød bløtkake* konditori*', ms: 'roti kek kuih bakeri', bg: 'пекарн* хляб* торт* сладкарниц* баничк*', sk: 'pekáre* pečivo chlieb koláč* torty tortu cukráre*' },
  'Auto Buying and Selling': { no: 'bruktbil* bilforhandler* innbytte', ms: 'kereta terpakai', bg: 'автокъщ* употребяван*', sk: 'autobazár* ojazden* výkup*' },
  'Consumer Banking': { no: 'konto* brukskonto* nettbank* mobilbank* bankkort*', ms: 'akaun simpanan pindahan perbankan', bg: 'сметк* разплащател* карт* превод*', sk: 'účet účty účtu bežný sporiac* bankovníctvo' },
  'Insurance': { no: 'forsikring*', ms: 'insurans takaful polisi premium', bg: 'застраховк* застрахов*', sk: 'poisten* poisťovň* poistn*' },
  'Motor Insurance': { no: 'bilforsikring*', ms: 'kereta kenderaan', bg: 'гражданска каско автомобил*', sk: 'pzp havarijn*' },
  'Home Financing': { no: 'boliglån*', ms: 'pinjaman perumahan', bg: 'ипотек*', sk: 'hypoték* hypotéka' },
  'Real Estate Buying and Selling': { no: 'salg eiendomsmegler* selges', ms: 'dijual jual beli ejen', bg: 'продажба продава агенция', sk: 'predaj realitn*' },
  'Real Estate Renting and Leasing': { no: 'leie utleie husleie', ms: 'disewa sewa', bg: 'наем под наем', sk: 'prenájom nájom' },
  'Hotels and Motels': { no: 'hotellet hoteller hotellrom* rom dobbeltrom*', ms: 'hotel bilik penginapan', bg: 'хотелът хотелите хотелски* стая стаи нощувк*', sk: 'hotel hotela izba izby ubytovani*' },
  'College Education': { no: 'universitet* høgskole*', ms: 'universiti ijazah', bg: 'университет* факултет*', sk: 'univerzit* fakult*' },
  'Job Search': { no: 'ledige stillinger søknad*', ms: 'jawatan kosong resume', bg: 'обяви автобиография*', sk: 'pracovn* ponuk* životopis*' },
  'Dental Health': { no: 'tannlege* tenner', ms: 'gigi pergigian', bg: 'стоматолог* зъб*', sk: 'zubár* zubn* zuby' },
  'Pharmaceutical Drugs': { no: 'apotek* legemid* medisin*', ms: 'farmasi ubat', bg: 'аптек* лекарств*', sk: 'lekáre* liek* lieky' },
  'Soccer': { no: 'fotball* eliteserien', ms: 'bola sepak', bg: 'футбол* гол голове головете', sk: 'futbal* gól*' },
}

export const WIDE_NODE_TERMS: Readonly<Record<string, Partial<Record<WideLang, string>>>> = Object.fromEntries(
  [...new Set([...Object.keys(FOURTEEN), ...Object.keys(FOUR)])].map((k) => [k, { ...FOURTEEN[k], ...FOUR[k] }]),
)
