/**
 * Terms for the deeper nodes of the IAB 3.1 tree (tier 2 and below) in the thirteen other languages the
 * categorizer reads at tier 1 (French, German, Spanish, Italian, Portuguese, Dutch, Russian, Polish, Turkish,
 * Arabic, Japanese, Chinese, Korean), written for this project: the ordinary words a page of that kind uses,
 * for the nodes commercial sites most often belong to (shops, banks, insurers, estate agents, restaurants,
 * hotels, software vendors, schools, clinics, dealers, job boards, casinos, sports and news desks).
 * Same syntax and matching as the tier-1 terms of taxonomy-i18n-more.ts (./word-terms.ts): a trailing `*`
 * matches a word's beginning, Han, kana and Hangul terms become character bigrams; one word per term.
 * They are read in a term space of their own, so they never change which key a page word meets at tier 1.
 * Method and figures: docs/intel.md, "Deeper nodes in every language".
 */
import { WIDE_NODE_TERMS } from './tree-i18n-wide.ts'
import type { WideLang } from './taxonomy-i18n-wide.ts'

export type TreeLang = 'fr' | 'de' | 'es' | 'it' | 'pt' | 'nl' | 'ru' | 'pl' | 'tr' | 'ar' | 'ja' | 'zh' | 'ko'

/** Keyed by the node's IAB name (each key names exactly one node; test/unit/intel/iab-tree.test.ts checks). */
const THIRTEEN: Readonly<Record<string, Partial<Record<TreeLang, string>>>> = {
  // Attractions
  'Casinos & Gambling': {
    fr: 'casino casinos roulette blackjack jackpot* croupier* machines',
    de: 'casino spielbank* spielautomat* roulette blackjack croupier* freispiel* glücksspiel*',
    es: 'casino casinos tragaperras ruleta blackjack jackpot* crupier* tiradas giros',
    it: 'casinò casino slot roulette blackjack croupier* scommess* gioco',
    pt: 'cassino cassinos casino roleta blackjack crupi* níqueis jackpot*',
    nl: 'casino gokkast* roulette blackjack kansspel* gokken',
    ru: 'казино рулетк* блэкджек* слот* игров* джекпот* азарт*',
    pl: 'kasyn* ruletk* blackjack* automat* hazard* jackpot*',
    tr: 'casino kumarhane* rulet* slot* bahis* krupiye* jackpot*',
    ar: 'كازينو قمار روليت سلوتس جاكبوت رهان*',
    ja: 'カジノ ルーレット スロット ブラックジャック バカラ パチンコ パチスロ スロット機 出玉 新台 景品交換 賭博 ギャンブル ブックメーカー スポーツベッティング 競馬 競艇 オッズ',
    zh: '赌场 娱乐城 老虎机 轮盘 百家乐 博彩 投注 下注 赔率 盘口 竞彩 滚球 彩金 赌博 菠菜 电子游艺 真人视讯',
    ko: '카지노 슬롯 룰렛 블랙잭 바카라 잭팟 토토 스포츠토토 베팅 배팅 배당 승부식 도박 사설토토 경마 파칭코',
  },
  'Bars & Restaurants': {
    fr: 'restaurant bar brasserie bistrot', de: 'restaurant gaststätte* kneipe* bar', es: 'restaurante bar taberna', it: 'ristorante trattoria osteria bar',
    pt: 'restaurante bar tasca', nl: 'restaurant eetcafé* kroeg*', ru: 'ресторан* бар кафе', pl: 'restauracj* knajp*', tr: 'restoran* lokanta* meyhane*',
    ar: 'مطعم* مقهى', ja: 'レストラン 居酒屋 料理店', zh: '餐厅 饭店 酒吧', ko: '식당 레스토랑 맛집',
  },
  'Museums & Galleries': {
    fr: 'musée musées exposition*', de: 'museum museen ausstellung*', es: 'museo museos exposición', it: 'museo musei mostra', pt: 'museu museus exposição',
    nl: 'museum musea tentoonstelling*', ru: 'музе* выставк*', pl: 'muze* wystaw*', tr: 'müze* sergi', ar: 'متحف* متاحف معرض', ja: '博物館 美術館 展覧会', zh: '博物馆 美术馆 展览', ko: '박물관 미술관 전시회',
  },
  'Amusement and Theme Parks': {
    fr: 'manèges', de: 'freizeitpark* achterbahn*', es: 'atracciones', it: 'divertimenti giostre', pt: 'diversões', nl: 'pretpark* attractiepark*',
    ru: 'аттракцион* парк развлечений', pl: 'wesołe rollercoaster*', tr: 'lunapark*', ar: 'ملاه* العاب', ja: '遊園地 テーマパーク', zh: '游乐园 主题公园', ko: '놀이공원 테마파크',
  },
  // Automotive
  'Auto Buying and Selling': {
    fr: 'occasion occasions concessionnaire* reprise', de: 'gebrauchtwagen* neuwagen* autohaus* autohändler* inzahlungnahme', es: 'concesionario* ocasión seminuevos',
    it: 'autosalone* usate concessionari*', pt: 'seminovos usados stand concessionária*', nl: 'occasion* autodealer* autobedrijf* inruil',
    ru: 'автосалон* продаж* пробег* дилер*', pl: 'używan* salon* komis*', tr: 'satılık galeri* ikinci',
    ar: 'مستعمل* معرض للبيع', ja: '中古車 新車 販売 買取', zh: '二手车 新车 买卖 置换', ko: '중고차 신차 매매 판매',
  },
  'Auto Repair': {
    fr: 'garage réparation* vidange* carrosserie entretien', de: 'werkstatt* reparatur* inspektion* ölwechsel* bremsen', es: 'taller* reparación mecánica',
    it: 'officina* riparazion* tagliando meccanico', pt: 'oficina* mecânica reparação revisão travões', nl: 'garage* apk reparatie* onderhoud*',
    ru: 'автосервис* ремонт* шиномонтаж* техобслуживан*', pl: 'warsztat* naprawa* mechanik*', tr: 'servis* onarım* tamir* bakım*',
    ar: 'صيانة إصلاح ورشة', ja: '整備 修理 車検 点検 オイル', zh: '维修 保养 修理厂', ko: '정비 수리 엔진오일 점검',
  },
  'Auto Parts': {
    fr: 'pièces détachées', de: 'autoteile* ersatzteile*', es: 'recambios repuestos piezas', it: 'ricambi', pt: 'peças autopeças', nl: 'onderdelen* autoonderdelen*',
    ru: 'автозапчаст* запчаст*', pl: 'części', tr: 'yedek parça*', ar: 'قطع غيار', ja: '部品 パーツ カー用品', zh: '配件 零件 汽配', ko: '부품 자동차부품',
  },
  'Auto Rentals': {
    fr: 'location voiture', de: 'autovermietung* mietwagen*', es: 'alquiler', it: 'noleggio', pt: 'aluguer aluguel', nl: 'autoverhuur* huurauto*',
    ru: 'прокат* аренд*', pl: 'wynajem wypożyczalni*', tr: 'kiralık kiralama*', ar: 'تأجير ايجار', ja: 'レンタカー', zh: '租车', ko: '렌터카 렌트',
  },
  // Personal Finance
  'Consumer Banking': {
    fr: 'compte courant carte bancaire virement* épargne', de: 'girokonto* konto sparkonto* überweisung* tagesgeld* onlinebanking', es: 'cuenta corriente tarjeta débito transferencia*',
    it: 'conto corrente bancomat bonifici iban home', pt: 'conta corrente débito transferência* poupança', nl: 'betaalrekening* spaarrekening* rekening* pinpas overboeking*',
    ru: 'вклад* карт* счет* счёт* перевод* кешбэк*', pl: 'konto rachun* karta przelew* lokat*', tr: 'hesap* mevduat* kart* havale* eft',
    ar: 'حساب* بطاقة تحويل* مصرف* ودائع', ja: '口座 預金 振込 キャッシュカード', zh: '储蓄 账户 借记卡 存款 转账', ko: '계좌 예금 적금 체크카드 이체',
  },
  'Insurance': {
    fr: 'assurance* assureur* devis', de: 'versicherung* versicherer* tarif*', es: 'seguro seguros aseguradora* póliza*', it: 'assicurazion* polizza* preventivo',
    pt: 'seguro seguros seguradora* apólice*', nl: 'verzekering* verzekeraar* premie*', ru: 'страхов* полис*', pl: 'ubezpiecz* polis*', tr: 'sigorta* poliçe*',
    ar: 'تأمين وثيقة', ja: '保険', zh: '保险', ko: '보험',
  },
  'Motor Insurance': {
    fr: 'auto voiture automobile', de: 'autoversicherung* kfz* haftpflicht* kasko* vollkasko* teilkasko*', es: 'coche automóvil vehículo',
    it: 'rc auto', pt: 'automóvel carro auto', nl: 'autoverzekering* allrisk casco wa', ru: 'осаго каско автострахов*', pl: 'oc ac komunikacyjn*', tr: 'kasko trafik araç',
    ar: 'سيارات مركبات', ja: '自動車保険 車両', zh: '车险 车辆', ko: '자동차보험',
  },
  'Health Insurance': {
    fr: 'santé mutuelle* complémentaire', de: 'krankenversicherung* krankenkasse* zahnzusatz*', es: 'salud médico', it: 'sanitaria salute', pt: 'saúde médico',
    nl: 'zorgverzekering* zorgverzekeraar*', ru: 'медицинск* дмс омс', pl: 'zdrowotn* medyczn*', tr: 'sağlık', ar: 'صحي طبي', ja: '医療保険', zh: '医疗保险 健康险', ko: '실손 건강보험',
  },
  'Life Insurance': {
    fr: 'vie décès', de: 'lebensversicherung* risikolebensversicherung*', es: 'vida fallecimiento', it: 'vita', pt: 'vida morte', nl: 'levensverzekering* overlijdensrisicoverzekering*',
    ru: 'жизни', pl: 'życie', tr: 'hayat', ar: 'حياة', ja: '生命保険 死亡', zh: '寿险 人寿', ko: '생명보험 종신보험 정기보험 생명',
  },
  'Travel Insurance': {
    fr: 'voyage', de: 'reiseversicherung* reiserücktritt*', es: 'viaje', it: 'viaggio', pt: 'viagem', nl: 'reisverzekering*', ru: 'туристическ*', pl: 'turystyczn*', tr: 'seyahat',
    ar: 'سفر', ja: '旅行保険', zh: '旅游险', ko: '여행자보험',
  },
  'Personal Investing': {
    fr: 'investir investissez investissement* placements cryptomonnaie* bitcoin* trading rendement*', de: 'investieren investiere* investition* geldanlage* kryptowährung* bitcoin* rendite* trading',
    es: 'invertir invierta invierte inversión inversiones criptomoneda* bitcoin* trading rentabilidad', it: 'investire investi investiment* criptovalut* bitcoin* trading rendiment*',
    pt: 'investir invista investimento* criptomoeda* bitcoin* trading rentabilidade', nl: 'beleggen belegging* investeren investering* cryptovaluta* bitcoin* rendement*',
    ru: 'инвест* криптовалют* биткоин* биткойн* трейдинг* доходност* депозит*', pl: 'inwest* kryptowalut* bitcoin* trading*', tr: 'yatırım* kripto* bitcoin* getiri*',
    ar: 'استثمار* استثمر* عملات بيتكوين تداول*', ja: '投資 仮想通貨 暗号資産 ビットコイン 資産運用 利回り', zh: '投资 加密货币 比特币 数字货币 收益', ko: '투자 암호화폐 가상화폐 비트코인 수익률',
  },
  'Home Financing': {
    fr: 'immobilier hypothèque* hypothécaire', de: 'baufinanzierung* hypothek* immobilienkredit* bauzins*', es: 'hipoteca* hipotecario*', it: 'mutuo mutui',
    pt: 'habitação hipoteca* financiamento imobiliário', nl: 'hypotheek* hypotheken', ru: 'ипотек*', pl: 'hipoteczn* hipotek*', tr: 'konut kredisi mortgage',
    ar: 'رهن تمويل عقاري', ja: '住宅ローン', zh: '房贷 按揭', ko: '주택담보대출 주담대',
  },
  'Credit Cards': {
    fr: 'carte crédit', de: 'kreditkarte*', es: 'tarjeta crédito', it: 'carta credito', pt: 'cartão crédito', nl: 'creditcard*', ru: 'кредитн* карт*', pl: 'kredytow* kart*', tr: 'kredi kartı',
    ar: 'بطاقة ائتمان*', ja: 'クレジットカード', zh: '信用卡', ko: '신용카드',
  },
  'Personal Loans': {
    fr: 'prêt personnel crédit conso', de: 'ratenkredit* privatkredit* kredit*', es: 'préstamo* préstamos', it: 'prestito* prestiti', pt: 'empréstimo* crédito pessoal',
    nl: 'lening* persoonlijke', ru: 'кредит* займ*', pl: 'pożycz* kredyt* gotówkow*', tr: 'kredi ihtiyaç', ar: 'قرض* قروض', ja: 'ローン 融資', zh: '贷款 借款', ko: '대출 신용대출',
  },
  'Stocks and Bonds': {
    fr: 'actions obligations bourse', de: 'aktie* anleihe* depot* börse*', es: 'acciones bonos bolsa', it: 'azioni obbligazioni borsa', pt: 'ações obrigações bolsa', nl: 'aandelen obligaties beurs',
    ru: 'акци* облигаци* брокер*', pl: 'akcj* obligacj* giełd*', tr: 'hisse* tahvil* borsa*', ar: 'أسهم سندات بورصة', ja: '株式 債券 証券', zh: '股票 债券 证券', ko: '주식 채권 증권',
  },
  'Personal Taxes': {
    fr: 'impôt* déclaration', de: 'steuererklärung* einkommensteuer*', es: 'renta impuestos hacienda', it: 'tasse irpef dichiarazione', pt: 'irs impostos', nl: 'belastingaangifte* belasting*',
    ru: 'налог* вычет*', pl: 'podatk* pit', tr: 'vergi*', ar: 'ضريب*', ja: '確定申告 税金', zh: '个税 纳税', ko: '연말정산 세금',
  },
  'Retirement Planning': {
    fr: 'retraite', de: 'rente altersvorsorge*', es: 'jubilación pensiones', it: 'pensione previdenza', pt: 'reforma aposentadoria previdência', nl: 'pensioen*',
    ru: 'пенси*', pl: 'emerytur*', tr: 'emeklilik*', ar: 'تقاعد*', ja: '年金 老後', zh: '养老金 退休', ko: '연금 퇴직',
  },
  // Real Estate
  'Real Estate Buying and Selling': {
    fr: 'vente achat agence immobilière vendre acheter', de: 'kaufen verkaufen immobilienmakler* makler* kaufpreis* eigentumswohnung* immobilienbewertung*', es: 'venta comprar vender inmobiliaria* compra',
    it: 'vendita comprare vendere immobiliare agenzia', pt: 'venda comprar vender imobiliária* compra', nl: 'koop koopwoning* makelaar* verkopen kopen',
    ru: 'купить продаж* продать риелтор* недвижимост*', pl: 'sprzedaż sprzedam kupić nieruchomości', tr: 'satılık emlak* alım',
    ar: 'للبيع بيع شراء عقار*', ja: '売買 売却 購入 査定', zh: '买卖 出售 二手房', ko: '매매 분양 급매',
  },
  'Real Estate Renting and Leasing': {
    fr: 'location louer loyer locataire*', de: 'miete mieten mietwohnung* vermietung*', es: 'alquiler alquilar', it: 'affitto affitti affittare canone', pt: 'arrendamento aluguel alugar arrendar',
    nl: 'huur huren huurwoning* huurprijs*', ru: 'аренд* снять сдам', pl: 'wynajem wynajęcia najem czynsz', tr: 'kiralık kira*',
    ar: 'للإيجار ايجار إيجار', ja: '賃貸 家賃', zh: '租房 出租 月租 整租 合租', ko: '월세 전세 임대',
  },
  'Apartments': {
    fr: 'appartement* studio', de: 'wohnung*', es: 'piso pisos apartamento*', it: 'appartament* bilocale trilocale monolocale', pt: 'apartamento*', nl: 'appartement*',
    ru: 'квартир*', pl: 'mieszkani*', tr: 'daire*', ar: 'شقق شقة', ja: 'マンション', zh: '公寓', ko: '아파트',
  },
  'Houses': {
    fr: 'maison maisons villa', de: 'einfamilienhaus* reihenhaus* haus', es: 'casa casas chalet*', it: 'villa villette', pt: 'moradia* vivenda*', nl: 'woonhuis* vrijstaand*',
    ru: 'дом коттедж*', pl: 'dom domy', tr: 'villa* müstakil', ar: 'فلل فيلا منزل', ja: '一戸建て', zh: '别墅 独栋', ko: '주택 단독주택',
  },
  // Food & Drink
  'Dining Out': {
    fr: 'restaurant réserver table carte menu', de: 'restaurant speisekarte* tisch reservieren mittagstisch*', es: 'restaurante mesa carta menú reserva', it: 'ristorante tavolo menù prenota',
    pt: 'restaurante mesa menu reserve', nl: 'restaurant reserveer* tafel menukaart*', ru: 'ресторан* столик* меню банкет*', pl: 'restauracj* stolik* menu', tr: 'restoran* lokanta* rezervasyon menü',
    ar: 'مطعم* طاولة قائمة', ja: 'レストラン 料理店 予約 ランチ ディナー', zh: '餐厅 饭店 订座 菜单', ko: '식당 레스토랑 맛집 코스',
  },
  'Desserts and Baking': {
    fr: 'boulangerie* pâtisserie* viennoiserie* croissant* baguette* gâteau* gâteaux tarte* brioche*', de: 'bäckerei* konditorei* brot brötchen kuchen torte* torten gebäck* brezel*',
    es: 'panadería* pastelería* bollería pan tarta* pasteles repostería', it: 'panetteria* panificio* pasticceria* cornett* torte torta pasticcini biscotti dolci forno',
    pt: 'padaria* pastelaria* pão bolo* bolos doces confeitaria*', nl: 'bakkerij* banketbakker* brood gebak taart* croissant*',
    ru: 'пекарн* выпечк* хлеб* торт* пирож* кондитер* булочн*', pl: 'piekarni* piekarnia cukierni* chleb* bułk* ciast* tort torty tortów pączk*', tr: 'fırın* pastane* ekmek* simit* poğaça* börek*',
    ar: 'مخبز* معجنات حلويات كعك خبز كرواسون', ja: 'パン屋 ベーカリー 焼き菓子 ケーキ 洋菓子 和菓子 食パン', zh: '面包 烘焙 蛋糕 糕点 甜点', ko: '베이커리 빵집 제과 케이크 디저트',
  },
  'Cooking': {
    fr: 'recette* cuisiner', de: 'rezept* kochen', es: 'receta* cocinar', it: 'ricett* cucinare', pt: 'receita* cozinhar', nl: 'recept* koken',
    ru: 'рецепт*', pl: 'przepis*', tr: 'tarif* yemek', ar: 'وصفة وصفات طبخ', ja: 'レシピ 作り方', zh: '食谱 做法', ko: '레시피 요리법',
  },
  'Alcoholic Beverages': {
    fr: 'vin vins bière whisky', de: 'wein weine bier', es: 'vino vinos cerveza', it: 'vino vini birra', pt: 'vinho vinhos cerveja', nl: 'wijn wijnen bier',
    ru: 'вин* пив* виски', pl: 'win* piw*', tr: 'şarap* bira*', ar: 'نبيذ', ja: 'ワイン ビール 日本酒', zh: '葡萄酒 啤酒 白酒', ko: '와인 맥주 소주',
  },
  // Shopping
  'Grocery Shopping': {
    fr: 'courses épicerie supermarché drive', de: 'lebensmittel* supermarkt* einkauf', es: 'supermercado compra alimentación', it: 'spesa supermercato alimentari', pt: 'supermercado mercearia compras',
    nl: 'boodschappen supermarkt*', ru: 'продукт* супермаркет*', pl: 'spożywcz* zakupy', tr: 'market* gıda*', ar: 'بقالة سوبرماركت مواد غذائية', ja: 'ネットスーパー 食料品', zh: '生鲜 超市 买菜', ko: '장보기 마트 식료품',
  },
  'Flower Shopping': {
    fr: 'fleur* bouquet* fleuriste*', de: 'blumen* strauß sträuße* blumenversand*', es: 'flores ramo* floristería*', it: 'fiori mazzo* fiorista*', pt: 'flores buquê* floricultura*',
    nl: 'bloemen boeket* bloemist*', ru: 'цвет* букет*', pl: 'kwiat* bukiet* kwiaciarni*', tr: 'çiçek* buket*', ar: 'زهور ورود باقة', ja: '花束 フラワー 胡蝶蘭', zh: '鲜花 花束 花店', ko: '꽃배달 꽃다발',
  },
  "Children's Games and Toys": {
    fr: 'jouet* peluche* poupée*', de: 'spielzeug* spielwaren* puppe*', es: 'juguete* muñeca*', it: 'giocattol* bambol*', pt: 'brinquedo* boneca*', nl: 'speelgoed* knuffel*',
    ru: 'игрушк* игрушек', pl: 'zabawk*', tr: 'oyuncak*', ar: 'العاب دمى', ja: 'おもちゃ 玩具', zh: '玩具', ko: '장난감',
  },
  'Coupons and Discounts': {
    fr: 'code promo coupon* réduction*', de: 'gutschein* rabattcode* rabatt*', es: 'cupón cupones descuento* chollo* promocional*', it: 'coupon codice sconto*', pt: 'cupom cupons desconto*',
    nl: 'kortingscode* korting*', ru: 'промокод* купон* скидк*', pl: 'kupon* rabat* kod*', tr: 'kupon* indirim*', ar: 'كوبون* خصم', ja: 'クーポン 割引', zh: '优惠券 折扣', ko: '쿠폰 할인',
  },
  'Gifts and Greetings Cards': {
    fr: 'cadeau* carte', de: 'geschenk*', es: 'regalo*', it: 'regal*', pt: 'presente*', nl: 'cadeau*', ru: 'подар*', pl: 'prezent*', tr: 'hediye*', ar: 'هدية هدايا', ja: 'ギフト プレゼント', zh: '礼品 礼物', ko: '선물',
  },
  'Lotteries and Scratchcards': {
    fr: 'loterie* loto grattage', de: 'lotto lotterie*', es: 'lotería* primitiva', it: 'lotteria* superenalotto gratta', pt: 'loteria* lotaria* raspadinha*', nl: 'loterij* kraslot*',
    ru: 'лотер* тираж* билет*', pl: 'loteri* lotto losowani* zdrapk*', tr: 'piyango* loto çekiliş*', ar: 'يانصيب سحب',
    ja: '宝くじ ロト ナンバーズ 当せん 当選番号 ジャンボ スクラッチ toto', zh: '彩票 双色球 大乐透 开奖 福彩 体彩 排列三 中奖号码 刮刮乐', ko: '복권 로또 당첨번호 연금복권 동행복권 즉석복권',
  },
  // Technology & Computing
  'Software and Applications': {
    fr: 'logiciel* application* facturation', de: 'anwendung* programm*', es: 'programa aplicación aplicaciones facturación', it: 'applicazion* gestionale programma',
    pt: 'aplicativo* programa aplicação', nl: 'applicatie* programma*', ru: 'программ* приложени* облачн*', pl: 'oprogramowani* program* aplikacj*', tr: 'yazılım* uygulama* program*',
    ar: 'برنامج برامج تطبيق*', ja: 'ソフト アプリ クラウド', zh: '软件 应用 云端', ko: '소프트웨어 앱 프로그램',
  },
  'Antivirus Software': {
    fr: 'antivirus virus', de: 'virenschutz* antivirus* viren', es: 'antivirus virus', it: 'antivirus virus', pt: 'antivírus vírus', nl: 'virusscanner* antivirus virussen',
    ru: 'антивирус* вирус*', pl: 'antywirus* wirus*', tr: 'antivirüs* virüs*', ar: 'مكافحة فيروسات', ja: 'ウイルス セキュリティ', zh: '杀毒 病毒', ko: '백신 바이러스',
  },
  'Web Hosting': {
    fr: 'hébergement* domaine*', de: 'webhosting* webspace* domain*', es: 'alojamiento* dominio*', it: 'hosting dominio*', pt: 'hospedagem alojamento domínio*', nl: 'webhosting* domeinnaam* domeinnamen',
    ru: 'хостинг* домен*', pl: 'hosting* domen*', tr: 'hosting* alan adı*', ar: 'استضافة نطاق', ja: 'ホスティング サーバー ドメイン', zh: '主机 虚拟主机 域名', ko: '호스팅 도메인',
  },
  'Information and Network Security': {
    fr: 'cybersécurité', de: 'cybersicherheit* sicherheit*', es: 'ciberseguridad', it: 'sicurezza informatica', pt: 'cibersegurança', nl: 'cybersecurity informatiebeveiliging*',
    ru: 'кибербезопасност*', pl: 'cyberbezpieczeństw*', tr: 'siber', ar: 'أمن سيبراني', ja: 'サイバー', zh: '网络安全', ko: '사이버보안 정보보안',
  },
  'Smartphones': {
    fr: 'smartphone* portable*', de: 'smartphone* handy*', es: 'móvil móviles smartphone*', it: 'smartphone cellulari', pt: 'celular* telemóvel* smartphone*', nl: 'smartphone* telefoon*',
    ru: 'смартфон*', pl: 'smartfon*', tr: 'akıllı telefon*', ar: 'هاتف هواتف جوال', ja: 'スマホ スマートフォン', zh: '手机 智能手机', ko: '스마트폰 휴대폰',
  },
  'Laptops': {
    fr: 'ordinateur* portable*', de: 'laptop* notebook*', es: 'portátil portátiles', it: 'portatil*', pt: 'portátil portáteis notebook*', nl: 'laptop*',
    ru: 'ноутбук*', pl: 'laptop*', tr: 'dizüstü*', ar: 'لابتوب', ja: 'ノートパソコン', zh: '笔记本电脑', ko: '노트북',
  },
  // Education
  'College Education': {
    fr: 'université* licence master étudiant* faculté*', de: 'universität* hochschule* studium* studiengang* studiengänge bachelor master semester*', es: 'universidad* grado máster carrera*',
    it: 'università laurea triennale magistrale ateneo immatricolazion*', pt: 'universidade* faculdade* licenciatura* mestrado graduação', nl: 'universiteit* hogeschool* bachelor* master* studeren opleiding*',
    ru: 'университет* вуз* бакалавр* магистратур* абитуриент*', pl: 'uniwersytet* uczelni* studia licencjack* magistersk*', tr: 'üniversite* lisans yüksek fakülte*',
    ar: 'جامعة جامعات بكالوريوس ماجستير كلية', ja: '大学 学部 大学院 入試', zh: '大学 本科 硕士 招生', ko: '대학교 대학 학과 입시',
  },
  'Language Learning': {
    fr: 'langue* anglais espagnol', de: 'sprachschule* sprachkurs* englisch', es: 'idioma* inglés', it: 'lingue lingua inglese', pt: 'idioma* inglês línguas', nl: 'taal* taalcursus* engels',
    ru: 'язык* английск*', pl: 'język* angielsk*', tr: 'dil ingilizce almanca', ar: 'لغة لغات الإنجليزية', ja: '英会話 語学 英語', zh: '英语 外语 语言', ko: '어학원 영어회화 영어',
  },
  'Online Education': {
    fr: 'cours en ligne formation', de: 'onlinekurs* elearning', es: 'cursos online', it: 'corsi online', pt: 'cursos online ead', nl: 'online cursus* cursussen',
    ru: 'онлайн курс* вебинар*', pl: 'kursy online szkoleni*', tr: 'online eğitim* uzaktan', ar: 'تعليم عن بعد دورات', ja: 'オンライン講座 eラーニング 講座', zh: '在线课程 网课', ko: '온라인강의 인강',
  },
  // Careers
  'Job Search': {
    fr: 'emploi* offres cv candidature* postuler recrutement', de: 'stellenangebot* stellenanzeige* jobbörse* job jobs bewerbung* lebenslauf*', es: 'empleo* ofertas currículum trabajo',
    it: 'lavoro offerte curriculum annunci candidatura', pt: 'vagas vaga emprego* currículo', nl: 'vacature* sollicit* cv werk',
    ru: 'ваканси* резюме работ*', pl: 'ofert* pracy praca cv', tr: 'iş ilan* özgeçmiş* kariyer',
    ar: 'وظائف وظيفة سيرة توظيف', ja: '求人 転職 アルバイト 履歴書', zh: '招聘 求职 简历 职位', ko: '채용 구인 구직 이력서',
  },
  // Medical Health
  'Dental Health': {
    fr: 'dentaire* dentiste* dents implants', de: 'zahnarzt* zahnärzt* zähne zahn* zahnersatz* zahnreinigung*', es: 'dental dentista* dientes implantes', it: 'dentist* dentale denti odontoiatri*',
    pt: 'dentista* dentária* dentes implantes', nl: 'tandarts* tanden gebit*', ru: 'стоматолог* зуб* имплант*', pl: 'stomatolog* dentyst* zęb* zęby', tr: 'diş* implant*',
    ar: 'أسنان طبيب اسنان', ja: '歯科 歯医者 インプラント 矯正', zh: '牙科 牙齿 种植牙', ko: '치과 치아 임플란트',
  },
  'Eye and Vision Conditions': {
    fr: 'ophtalmolog* cataracte* glaucome* vue', de: 'augenarzt* augenklinik* katarakt* grauer', es: 'oftalmolog* cataratas* visión', it: 'oculist* oftalmolog* cataratta vista',
    pt: 'oftalmolog* catarata* visão', nl: 'oogarts* oogziekenhuis* staar', ru: 'офтальмолог* глаз* катаракт* зрени*', pl: 'okulist* oczu zaćm*', tr: 'göz* katarakt*',
    ar: 'عيون عين', ja: '眼科 白内障 視力', zh: '眼科 白内障 视力', ko: '안과 백내장 시력',
  },
  'Pharmaceutical Drugs': {
    fr: 'pharmacie* médicament*', de: 'apotheke* medikament* arzneimittel*', es: 'farmacia* medicamento*', it: 'farmaci* medicinal*', pt: 'farmácia* medicamento* remédio*', nl: 'apotheek* medicijn* geneesmiddel*',
    ru: 'аптек* лекарств* препарат*', pl: 'aptek* lek leki', tr: 'eczane* ilaç*', ar: 'صيدلية أدوية دواء', ja: '薬局 医薬品 処方', zh: '药房 药品 处方', ko: '약국 의약품',
  },
  'Cancer': {
    fr: 'cancer* oncolog*', de: 'krebs* onkolog* tumor*', es: 'cáncer oncolog*', it: 'cancro tumor* oncolog*', pt: 'cancro câncer oncolog*', nl: 'kanker* oncolog*',
    ru: 'онколог* рак', pl: 'nowotw* onkolog*', tr: 'kanser* onkoloji*', ar: 'سرطان أورام', ja: 'がん 癌 腫瘍', zh: '癌症 肿瘤', ko: '암 종양',
  },
  'Pregnancy': {
    fr: 'grossesse* maternité', de: 'schwangerschaft* geburtsklinik*', es: 'embarazo*', it: 'gravidanza', pt: 'gravidez', nl: 'zwangerschap*', ru: 'беременност*', pl: 'ciąż*', tr: 'hamilelik*', ar: 'حمل ولادة', ja: '妊娠 出産', zh: '怀孕 孕期', ko: '임신 출산',
  },
  'Mental Health': {
    fr: 'psycholog* dépression*', de: 'psychotherap* psychiatr* depression*', es: 'psicólog* psicolog* ansiedad depresión', it: 'psicolog* ansia depressione', pt: 'psicólog* psicolog* ansiedade depressão', nl: 'psycholoog* depressie*',
    ru: 'психолог* депресси*', pl: 'psycholog* depresj*', tr: 'psikolog* depresyon*', ar: 'نفسي اكتئاب', ja: '心療内科 うつ', zh: '心理 抑郁', ko: '정신건강 우울증',
  },
  // Travel
  'Hotels and Motels': {
    fr: 'hôtel* chambre* suites', de: 'zimmer übernachtung* frühstück*', es: 'hotel habitación habitaciones', it: 'albergo camere camera', pt: 'quartos quarto',
    nl: 'hotelkamer* kamers overnachting*', ru: 'отел* гостиниц* номер*', pl: 'hotel* pokoj* pokój nocleg*', tr: 'otel* oda*', ar: 'فندق فنادق غرف', ja: 'ホテル 客室 宿泊', zh: '酒店 宾馆 客房', ko: '호텔 객실 숙박',
  },
  'Air Travel': {
    fr: 'vol vols aérien* billet*', de: 'flug flüge flugticket*', es: 'vuelo* aerolínea*', it: 'voli volo', pt: 'voo voos passagens', nl: 'vlucht* vliegtickets',
    ru: 'авиабилет* рейс*', pl: 'lot loty lotnicz*', tr: 'uçak* uçuş*', ar: 'طيران رحلات', ja: '航空券 フライト', zh: '机票 航班', ko: '항공권 항공',
  },
  'Cruises': {
    fr: 'croisière*', de: 'kreuzfahrt*', es: 'crucero*', it: 'crociera* crociere', pt: 'cruzeiro*', nl: 'cruise*', ru: 'круиз*', pl: 'rejs*', tr: 'gemi turu', ar: 'رحلات بحرية', ja: 'クルーズ', zh: '邮轮', ko: '크루즈',
  },
  'Rail Travel': {
    fr: 'train* sncf', de: 'bahn* zug züge', es: 'tren trenes', it: 'treno treni', pt: 'comboio* trem', nl: 'trein*', ru: 'поезд* ржд', pl: 'pociąg*', tr: 'tren*', ar: 'قطار', ja: '新幹線 鉄道', zh: '火车 高铁', ko: '기차 열차 ktx',
  },
  'Camping': {
    fr: 'camping', de: 'campingplatz*', es: 'camping', it: 'campeggio', pt: 'parque campismo', nl: 'camping*', ru: 'кемпинг*', pl: 'kemping* camping*', tr: 'kamp*', ar: 'تخييم', ja: 'キャンプ', zh: '露营', ko: '캠핑',
  },
  // Politics, Business and Finance, Science
  'Elections': {
    fr: 'élection* électeur* scrutin* vote*', de: 'wahl* wahlergebnis* hochrechnung* wahlkreis*', es: 'elecciones electoral* votos escrutinio', it: 'elezion* affluenza* spoglio* voti seggi',
    pt: 'eleição eleições votos eleitoral*', nl: 'verkiezing* uitslag* zetel* peiling* opkomst', ru: 'выбор* избирател* голосовани*', pl: 'wybor* głosowani* frekwencj*', tr: 'seçim* sandık* oy',
    ar: 'انتخابات اقتراع', ja: '選挙 投票 開票', zh: '选举 投票 开票 得票', ko: '선거 투표 개표',
  },
  'Economy': {
    fr: 'inflation croissance chômage pib', de: 'inflation konjunktur* wirtschaftswachstum* arbeitslosigkeit*', es: 'inflación crecimiento pib paro', it: 'inflazione crescita pil disoccupazione',
    pt: 'inflação pib desemprego juros', nl: 'inflatie* economische werkloosheid*', ru: 'инфляци* ввп экономик*', pl: 'inflacj* pkb gospodar*', tr: 'enflasyon* ekonomi* büyüme',
    ar: 'تضخم اقتصاد ناتج', ja: '景気 物価 経済', zh: '经济 通胀 增长', ko: '경제 물가 금리 성장률',
  },
  'Weather': {
    fr: 'météo prévision* température* pluie', de: 'wetter wettervorhersage* temperatur* regen', es: 'tiempo meteorológica previsión pronóstico temperaturas lluvia', it: 'meteo previsioni temperature pioggia',
    pt: 'tempo meteorologia previsão chuva temperatura', nl: 'weer weerbericht* temperatuur* regen', ru: 'погод* прогноз* осадк*', pl: 'pogod* prognoz*', tr: 'hava durumu* sıcaklık*',
    ar: 'طقس أمطار درجات', ja: '天気 予報 気温 降水', zh: '天气 预报 气温', ko: '날씨 일기예보 기온',
  },
  // Sports
  'Soccer': {
    fr: 'football ligue', de: 'fußball* bundesliga*', es: 'fútbol laliga', it: 'calcio serie', pt: 'futebol brasileirão', nl: 'voetbal* eredivisie',
    ru: 'футбол* рпл', pl: 'piłk* ekstraklas*', tr: 'futbol*', ar: 'كرة القدم الدوري', ja: 'サッカー jリーグ', zh: '足球 中超', ko: '축구 k리그',
  },
  'Tennis': { fr: 'tennis', de: 'tennis', es: 'tenis', it: 'tennis', pt: 'ténis tênis', nl: 'tennis', ru: 'теннис*', pl: 'tenis*', tr: 'tenis*', ar: 'تنس', ja: 'テニス', zh: '网球', ko: '테니스' },
  'Basketball': { fr: 'basket basketball nba', de: 'basketball', es: 'baloncesto', it: 'pallacanestro basket', pt: 'basquete basquetebol', nl: 'basketbal*', ru: 'баскетбол*', pl: 'koszyków*', tr: 'basketbol*', ar: 'كرة السلة', ja: 'バスケ', zh: '篮球', ko: '농구' },
  'Ice Hockey': { fr: 'hockey', de: 'eishockey*', es: 'hockey', it: 'hockey', pt: 'hóquei', nl: 'ijshockey*', ru: 'хоккей* кхл', pl: 'hokej*', tr: 'buz hokeyi', ar: 'هوكي', ja: 'アイスホッケー', zh: '冰球', ko: '아이스하키' },
  'Cycling': { fr: 'cyclisme vélo', de: 'radsport* fahrrad*', es: 'ciclismo', it: 'ciclismo', pt: 'ciclismo', nl: 'wielrennen fiets*', ru: 'велоспорт*', pl: 'kolarstw*', tr: 'bisiklet*', ar: 'دراجات', ja: '自転車 ロードレース', zh: '自行车 骑行', ko: '사이클 자전거' },
  'Golf': { fr: 'golf', de: 'golf', es: 'golf', it: 'golf', pt: 'golfe', nl: 'golf', ru: 'гольф*', pl: 'golf*', tr: 'golf*', ar: 'جولف', ja: 'ゴルフ', zh: '高尔夫', ko: '골프' },
  'Martial Arts': { fr: 'judo karaté', de: 'kampfsport* judo karate', es: 'artes marciales', it: 'arti marziali', pt: 'artes marciais', nl: 'vechtsport*', ru: 'единоборств*', pl: 'sztuk walki', tr: 'dövüş*', ar: 'فنون قتالية', ja: '格闘技 柔道 空手', zh: '武术 格斗', ko: '태권도 격투기' },
  'Boxing': { fr: 'boxe', de: 'boxen boxkampf*', es: 'boxeo', it: 'pugilato boxe', pt: 'boxe', nl: 'boksen', ru: 'бокс*', pl: 'boks*', tr: 'boks*', ar: 'ملاكمة', ja: 'ボクシング', zh: '拳击', ko: '복싱 권투' },
  'Skiing': { fr: 'ski', de: 'skifahren skigebiet*', es: 'esquí', it: 'sci', pt: 'esqui', nl: 'skiën', ru: 'лыж*', pl: 'narciarst* narty', tr: 'kayak*', ar: 'تزلج', ja: 'スキー', zh: '滑雪', ko: '스키' },
  'Auto Racing': { fr: 'formule rallye', de: 'formel motorsport*', es: 'fórmula automovilismo', it: 'formula automobilismo', pt: 'fórmula automobilismo', nl: 'formule autosport*', ru: 'формул* автоспорт*', pl: 'formuł*', tr: 'formula*', ar: 'فورمولا', ja: 'モータースポーツ', zh: '赛车 方程式', ko: '모터스포츠 레이싱' },
  'Horse Racing': { fr: 'hippique turf courses', de: 'pferderennen* galopp*', es: 'hípica carreras', it: 'ippica', pt: 'hípica turfe', nl: 'paardenrennen*', ru: 'скачк*', pl: 'wyścig* konn*', tr: 'at yarışı*', ar: 'سباق الخيل', ja: '競馬', zh: '赛马', ko: '경마' },
  // Pets
  'Dogs': { fr: 'chien* chiot*', de: 'hund* welpe*', es: 'perro* cachorro*', it: 'cane cani cucciol*', pt: 'cão cães cachorro*', nl: 'hond* puppy*', ru: 'собак* щен*', pl: 'pies psy psów szczeni*', tr: 'köpek*', ar: 'كلاب كلب', ja: '犬 ドッグ', zh: '狗 犬', ko: '강아지 반려견' },
  'Cats': { fr: 'chat chats chaton*', de: 'katze* kätzchen', es: 'gato gatos', it: 'gatto gatti', pt: 'gato gatos', nl: 'kat katten', ru: 'кошк* кот* котят*', pl: 'kot koty kotów', tr: 'kedi*', ar: 'قطط قطة', ja: '猫 キャット', zh: '猫咪', ko: '고양이' },
  'Veterinary Medicine': { fr: 'vétérinaire*', de: 'tierarzt* tierklinik*', es: 'veterinari*', it: 'veterinari*', pt: 'veterinári*', nl: 'dierenarts* dierenkliniek*', ru: 'ветеринар* ветклиник*', pl: 'weterynar*', tr: 'veteriner*', ar: 'بيطري', ja: '動物病院 獣医', zh: '宠物医院 兽医', ko: '동물병원 수의사' },
  'Pet Supplies': { fr: 'croquettes animalerie*', de: 'tierbedarf* futter*', es: 'pienso* mascotas', it: 'crocchette', pt: 'ração petshop', nl: 'dierenwinkel* dierenvoeding*', ru: 'зоомагазин* корм*', pl: 'karma karmy zoologiczn*', tr: 'mama* petshop', ar: 'مستلزمات الحيوانات', ja: 'ペット用品 ペットフード', zh: '宠物用品 宠物食品', ko: '반려동물용품 사료' },
  // Style & Fashion
  'Skin Care': { fr: 'soin* crème* visage', de: 'hautpflege* gesichtscreme*', es: 'cuidado facial crema*', it: 'skincare crema viso', pt: 'cuidados pele creme*', nl: 'huidverzorging*', ru: 'уход* крем*', pl: 'pielęgnacj* krem*', tr: 'cilt bakım*', ar: 'العناية بالبشرة', ja: 'スキンケア 化粧水', zh: '护肤', ko: '스킨케어 화장품' },
  'Makeup and Accessories': { fr: 'maquillage', de: 'schminke* makeup', es: 'maquillaje', it: 'trucco', pt: 'maquiagem maquilhagem', nl: 'makeup visagie', ru: 'макияж* косметик*', pl: 'makijaż*', tr: 'makyaj*', ar: 'مكياج', ja: 'メイク コスメ', zh: '彩妆 化妆品', ko: '메이크업 화장품' },
  "Women's Clothing": { fr: 'robe* femme*', de: 'damenmode* kleid* damen', es: 'mujer vestido*', it: 'donna abiti', pt: 'feminina vestido*', nl: 'dames jurk*', ru: 'женск* плать*', pl: 'damsk* sukienk*', tr: 'kadın* elbise*', ar: 'ملابس نسائية فساتين', ja: 'レディース', zh: '女装', ko: '여성의류 원피스' },
  "Men's Clothing": { fr: 'homme* chemise*', de: 'herrenmode* herren hemd*', es: 'hombre camisa*', it: 'uomo camicie', pt: 'masculina camisa*', nl: 'heren overhemd*', ru: 'мужск*', pl: 'męsk*', tr: 'erkek*', ar: 'ملابس رجالية', ja: 'メンズ', zh: '男装', ko: '남성의류' },
  // Healthy Living
  'Fitness and Exercise': { fr: 'salle sport fitness musculation', de: 'fitnessstudio* training', es: 'gimnasio* entrenamiento', it: 'palestra* allenamento', pt: 'academia* ginásio* treino*', nl: 'sportschool* fitness', ru: 'фитнес* тренаж* трениров*', pl: 'siłowni* treningi* fitness', tr: 'spor salonu fitness antrenman*', ar: 'لياقة تمارين نادي', ja: 'フィットネス ジム トレーニング', zh: '健身 健身房', ko: '헬스 피트니스' },
  'Weight Loss': { fr: 'minceur maigrir régime', de: 'abnehmen diät*', es: 'adelgazar dieta', it: 'dimagrire dieta', pt: 'emagrecer dieta', nl: 'afvallen dieet*', ru: 'похуден*', pl: 'odchudzani*', tr: 'zayıflama* diyet*', ar: 'تخسيس رجيم', ja: 'ダイエット', zh: '减肥 瘦身', ko: '다이어트' },
}

/** The thirteen languages above and the fourteen of tree-i18n-wide.ts, per node. */
export const NODE_I18N_TERMS: Readonly<Record<string, Partial<Record<TreeLang | WideLang, string>>>> = Object.fromEntries(
  [...new Set([...Object.keys(THIRTEEN), ...Object.keys(WIDE_NODE_TERMS)])].map((k) => [k, { ...THIRTEEN[k], ...WIDE_NODE_TERMS[k] }]),
)
