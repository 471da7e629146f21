import type { LanguageTerms } from './types.ts'

// Shorter lists for more languages merchants write in: the classes most often named outright.

export const id: LanguageTerms = {
  gambling: 'kasino*|judi|judi online|taruhan|taruhan bola|agen judi|situs judi|togel|slot online|poker online|sabung ayam|~bonus deposit',
  adult: 'bokep|porno*|xxx|video mesum|mesum|bugil|+sexy',
  dating: 'kencan|cari jodoh|jodoh|aplikasi kencan|+lajang',
  pharma: 'apotek*|obat tanpa resep|+obat kuat',
  crypto: 'kripto|mata uang kripto|bitcoin*|aset kripto',
  tobacco_vape: 'vape*|rokok elektrik|liquid vape|tembakau|rokok',
  nutraceutical: 'suplemen*|pelangsing|obat diet',
  debt_payday: 'pinjaman online|pinjol|dana cepat|~pinjaman',
  cyberlocker: 'berbagi file|unggah file|penyimpanan awan|hosting file|upload file|+akun premium|+link download|~unduh',
  forex: 'forex|trading forex|broker forex|opsi biner|+cfd|~trading',
  weapons: 'senjata api|senapan|pistol*|amunisi|+peluru|~berburu',
  cannabis_drugs: 'ganja|mariyuana|kanabis|cbd|thc',
}

export const vi: LanguageTerms = {
  gambling: 'casino*|sòng bạc|cá cược|cá độ|đánh bạc|nhà cái|cờ bạc|xổ số|lô đề|nổ hũ|tài xỉu|game bài|~khuyến mãi nạp',
  adult: 'phim sex|sex|khiêu dâm|xxx|phim người lớn|gái gọi',
  dating: 'hẹn hò|kết bạn|tìm người yêu|mai mối|+độc thân',
  pharma: 'nhà thuốc|hiệu thuốc|thuốc không cần đơn|+thuốc',
  crypto: 'tiền điện tử|tiền mã hóa|bitcoin*|sàn giao dịch tiền',
  tobacco_vape: 'thuốc lá điện tử|vape*|~pod|thuốc lá',
  debt_payday: 'vay tiền nhanh|vay online|~vay tiền',
  cyberlocker: 'chia sẻ file|chia sẻ tệp|tải file lên|lưu trữ đám mây|lưu trữ file|lưu trữ tệp|+tải file|+link download|+link tải|+tài khoản vip|~tải xuống',
  forex: 'ngoại hối|forex|quyền chọn nhị phân|sàn forex|+cfd|~đòn bẩy',
  weapons: 'vũ khí|súng hơi|súng săn',
  cannabis_drugs: 'cần sa|cbd|thc',
  nutraceutical: 'thuốc giảm cân|+thực phẩm chức năng|+giảm cân|~viên uống',
}

export const th: LanguageTerms = {
  gambling: 'คาสิโน|พนัน|แทงบอล|บาคาร่า|สล็อต|หวย|เว็บพนัน|เดิมพัน|รูเล็ต|~โบนัส',
  adult: 'หนังโป๊|คลิปโป๊|เย็ด|xxx|+โป๊',
  dating: 'หาคู่|หาแฟน|+เดท|+คนโสด',
  pharma: 'ร้านขายยา|ร้านยา|ยาไม่ต้องมีใบสั่ง|+ขายยา|+เภสัชกร',
  crypto: 'คริปโต|บิทคอยน์|สกุลเงินดิจิทัล',
  tobacco_vape: 'บุหรี่ไฟฟ้า|+พอต|บุหรี่',
  cyberlocker: 'ฝากไฟล์|แชร์ไฟล์|อัพโหลดไฟล์|อัปโหลดไฟล์|+ลิงก์ดาวน์โหลด|~ดาวน์โหลด',
  forex: 'ฟอเร็กซ์|ไบนารี่ออปชั่น|+โบรกเกอร์',
  weapons: 'อาวุธปืน|ร้านปืน|ขายปืน|กระสุนปืน|บีบีกัน',
  cannabis_drugs: 'กัญชา|กัญชง|cbd',
  nutraceutical: 'ยาลดความอ้วน|+อาหารเสริม|+ลดน้ำหนัก',
}

export const hi: LanguageTerms = {
  gambling: 'कैसीनो|कसीनो|फैंटेसी क्रिकेट|जुआ|सट्टा|सट्टेबाजी|लॉटरी|बेटिंग|पोकर|~ऑड्स',
  adult: 'पोर्न|सेक्स वीडियो|अश्लील|+सेक्स|वयस्क वीडियो|वयस्क चैट|वयस्क फिल्म*|लाइव कैम|कैम गर्ल*|सेक्स चैट|+वयस्क सामग्री',
  dating: 'डेटिंग|शादी डॉट|+रिश्ते|मैट्रिमोनी|वैवाहिक|जीवनसाथी|वर वधू|वर-वधू|+दोस्ती',
  pharma: 'दवा की दुकान|ऑनलाइन फार्मेसी|+दवाइयां',
  crypto: 'क्रिप्टो|बिटकॉइन|क्रिप्टोकरेंसी',
  skill_games: 'फैंटेसी क्रिकेट|फैंटेसी स्पोर्ट्स|फैंटेसी गेम*|असली पैसे|~नकद',
  cyberlocker: 'फाइल शेयरिंग|फाइल अपलोड|फाइल स्टोरेज|+प्रीमियम डाउनलोड',
  forex: 'फॉरेक्स|बाइनरी ऑप्शन',
  tobacco_vape: 'ई-सिगरेट|वेप|तंबाकू|सिगरेट',
  weapons: 'बंदूक की दुकान|हथियार की दुकान|कारतूस|~बंदूक|~पिस्तौल|~हथियार',
  cannabis_drugs: 'cbd|~गांजा|~भांग',
  nutraceutical: '+वजन घटाने|+वजन कम|+सप्लीमेंट',
}

export const sv: LanguageTerms = {
  gambling: 'casino*|nätcasino*|livecasino*|spelautomat*|~spela|spelbolag*|betting|oddsbolag*|vadslagning|poker|lotteri*|bingo|~odds|~insättningsbonus|~free spins',
  adult: 'porr*|xxx|sexfilm*|naken|nakna|+sex',
  dating: 'dejting*|dejtingsajt*|singlar|+träffa singlar',
  pharma: 'apotek*|receptfri*|läkemedel',
  crypto: 'kryptovaluta*|krypto|bitcoin*',
  tobacco_vape: 'e-cigarett*|vape*|snus|tobak|cigarett*',
  weapons: 'vapen|vapenbutik*|skjutvapen|jaktvapen|gevär*|hagelgevär*|pistol*|ammunition|patroner|~jakt*|~kniv*',
  cyberlocker: 'fildelning|dela filer|ladda upp filer|molnlagring|fillagring|+snabb nedladdning|~ladda ner',
  forex: 'forex|valutahandel|binära optioner|+cfd*|~hävstång',
  cannabis_drugs: 'cannabis|marijuana|hasch|+hampa|cbd*|thc',
  nutraceutical: 'kosttillskott|bantningspiller|+viktminskning|fettförbränn*|+proteinpulver|+vitamin*|~kapslar',
}

export const cs: LanguageTerms = {
  gambling: 'kasin*|sázk*|sázení|hazard*|+automaty|ruleta|poker|loteri*|~kurzy',
  adult: 'porno*|xxx|sex|nahé|erotik*',
  dating: 'seznamka|seznámení|randění|+nezadan*',
  pharma: 'lékárna|lékárn*|léky bez předpisu|+léky',
  crypto: 'kryptoměn*|bitcoin*',
  tobacco_vape: 'elektronick* cigaret*|e-cigaret*|vape*|tabák|cigaret*',
  weapons: 'zbraň*|střelné zbraně|střeliv*|+náboj*|pistole|puška|pušky|brokovnic*|~nože',
  cyberlocker: 'sdílení souborů|úložiště souborů|nahrát soubor*|nahrávání souborů|nahrajte soubor*|+rychlé stahování|+kredit pro stahování|~stáhnout|~stahuj*',
  forex: 'forex|binární opce|+cfd|~obchodování',
  cannabis_drugs: 'konopí|konopn*|marihuan*|cbd|thc',
  nutraceutical: 'doplňk* stravy|spalovač* tuků|+hubnutí|+vitamín*|~kapsl*',
}

export const ro: LanguageTerms = {
  gambling: 'cazino*|casino*|pariuri|pariuri sportive|jocuri de noroc|păcănele|ruletă|poker|loto|~cote|~bonus de bun venit',
  adult: 'porno*|xxx|sex|filme porno|+erotic*',
  dating: 'matrimonial*|întâlniri|site de întâlniri|+singuri',
  pharma: 'farmacie*|medicamente|fără rețetă',
  crypto: 'criptomonede|bitcoin*|cripto',
  tobacco_vape: 'țigări electronice|tigari electronice|țigări de foi|vape*|tutun|țigări|trabuc*|narghilea*',
  cyberlocker: 'partajare fișiere|găzduire fișiere|încarcă fișiere|încărcare fișiere|+descărcare rapidă|~descarcă',
  forex: 'forex|opțiuni binare|tranzacționare valutară|+cfd|~efect de levier',
  weapons: 'armurerie*|arme de foc|arme de vânătoare|pistol*|pușcă|pușca|muniție|cartușe|+arme|~vânătoare|~cuțit*',
  cannabis_drugs: 'canabis|marijuana|+cânepă|cbd|thc',
  nutraceutical: 'suplimente alimentare|pastile de slăbit|capsule de slăbit|+suplimente|+slăbire|+slăbit|arderea grăsimilor|arzător* de grăsimi|+vitamin*|~capsule',
}

export const el: LanguageTerms = {
  gambling: 'καζίνο|στοίχημα|στοιχηματ*|τζόγος|πόκερ|ρουλέτα|λοταρία|κουλοχέρηδες|~αποδόσεις',
  adult: 'πορνό|xxx|σεξ|γυμνές',
  dating: 'γνωριμίες|γνωριμιών|ραντεβού|+μοναχικ*',
  pharma: 'φαρμακεί*|φάρμακα χωρίς συνταγή|+φάρμακα',
  crypto: 'κρυπτονομίσματα|κρυπτονόμισμα|bitcoin*',
  tobacco_vape: 'ηλεκτρονικό τσιγάρο|ηλεκτρονικά τσιγάρα|ατμίσματα|καπνός|τσιγάρα',
  cyberlocker: 'ανέβασμα αρχείων|διαμοιρασμός αρχείων|φιλοξενία αρχείων|αποθήκευση αρχείων|+γρήγορη λήψη',
  forex: 'forex|δυαδικά δικαιώματα|+cfd',
  weapons: 'οπλοπωλεί*|κυνηγετικά όπλα|φυσίγγια|+όπλα|+πυρομαχικά|~πιστόλι*|~τυφέκι*|~κυνήγι',
  cannabis_drugs: 'κάνναβη|κάνναβης|μαριχουάνα|cbd|thc',
  nutraceutical: 'λιποδιαλύτ*|+συμπληρώματα διατροφής|+αδυνάτισμα|+απώλεια βάρους',
}

export const he: LanguageTerms = {
  gambling: 'קזינו|הימורים|הימור|פוקר|רולטה|לוטו|~בונוס',
  adult: 'פורנו|סקס|xxx|עירום',
  dating: 'היכרויות|אתר היכרויות|פנויים פנויות|+רווקים',
  pharma: 'בית מרקחת|בתי מרקחת|תרופות ללא מרשם|+תרופות',
  crypto: 'קריפטו|ביטקוין|מטבעות דיגיטליים',
  tobacco_vape: 'סיגריה אלקטרונית|סיגריות אלקטרוניות|ויפ|טבק|סיגריות',
  cyberlocker: 'שיתוף קבצים|העלאת קבצים|אחסון קבצים',
  forex: 'פורקס|אופציות בינאריות|+cfd',
  weapons: 'כלי נשק|חנות נשק|אקדח|אקדחים|רובי ציד|רובה ציד|תחמושת|~ציד',
  cannabis_drugs: 'קנאביס|מריחואנה|cbd',
  nutraceutical: '+תוספי תזונה|+הרזיה|+ירידה במשקל',
}
