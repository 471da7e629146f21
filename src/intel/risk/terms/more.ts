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
}

export const vi: LanguageTerms = {
  gambling: 'casino*|sòng bạc|cá cược|cá độ|đánh bạc|nhà cái|cờ bạc|xổ số|lô đề|nổ hũ|tài xỉu|game bài|~khuyến mãi nạp',
  adult: 'phim sex|sex|khiêu dâm|xxx|phim người lớn|gái gọi',
  dating: 'hẹn hò|kết bạn|tìm người yêu|mai mối|+độc thân',
  pharma: 'nhà thuốc|hiệu thuốc|thuốc không cần đơn|+thuốc',
  crypto: 'tiền điện tử|tiền mã hóa|bitcoin*|sàn giao dịch tiền',
  tobacco_vape: 'thuốc lá điện tử|vape*|~pod|thuốc lá',
  debt_payday: 'vay tiền nhanh|vay online|~vay tiền',
}

export const th: LanguageTerms = {
  gambling: 'คาสิโน|พนัน|แทงบอล|บาคาร่า|สล็อต|หวย|เว็บพนัน|เดิมพัน|รูเล็ต|~โบนัส',
  adult: 'หนังโป๊|คลิปโป๊|เย็ด|xxx|+โป๊',
  dating: 'หาคู่|หาแฟน|+เดท|+คนโสด',
  pharma: 'ร้านขายยา|ยาไม่ต้องมีใบสั่ง|+ขายยา',
  crypto: 'คริปโต|บิทคอยน์|สกุลเงินดิจิทัล',
  tobacco_vape: 'บุหรี่ไฟฟ้า|+พอต|บุหรี่',
}

export const hi: LanguageTerms = {
  gambling: 'कैसीनो|जुआ|सट्टा|सट्टेबाजी|लॉटरी|बेटिंग|पोकर|~ऑड्स',
  adult: 'पोर्न|सेक्स वीडियो|अश्लील|+सेक्स',
  dating: 'डेटिंग|शादी डॉट|+रिश्ते|मैट्रिमोनी|जीवनसाथी|+दोस्ती',
  pharma: 'दवा की दुकान|ऑनलाइन फार्मेसी|+दवाइयां',
  crypto: 'क्रिप्टो|बिटकॉइन|क्रिप्टोकरेंसी',
}

export const sv: LanguageTerms = {
  gambling: 'casino*|~spela|spelbolag*|betting|oddsbolag*|vadslagning|poker|lotteri*|bingo|~odds|~insättningsbonus|~free spins',
  adult: 'porr*|xxx|sexfilm*|naken|nakna|+sex',
  dating: 'dejting*|dejtingsajt*|singlar|+träffa singlar',
  pharma: 'apotek*|receptfri*|läkemedel',
  crypto: 'kryptovaluta*|krypto|bitcoin*',
  tobacco_vape: 'e-cigarett*|vape*|snus|tobak|cigarett*',
  weapons: 'vapen|gevär*|ammunition',
}

export const cs: LanguageTerms = {
  gambling: 'kasin*|sázk*|sázení|hazard*|+automaty|ruleta|poker|loteri*|~kurzy',
  adult: 'porno*|xxx|sex|nahé|erotik*',
  dating: 'seznamka|seznámení|randění|+nezadan*',
  pharma: 'lékárna|lékárn*|léky bez předpisu',
  crypto: 'kryptoměn*|bitcoin*',
  tobacco_vape: 'elektronick* cigaret*|e-cigaret*|vape*|tabák|cigaret*',
  weapons: 'zbraně|střelné zbraně|střeliv*|pistole|puška',
}

export const ro: LanguageTerms = {
  gambling: 'cazino*|casino*|pariuri|pariuri sportive|jocuri de noroc|păcănele|ruletă|poker|loto|~cote|~bonus de bun venit',
  adult: 'porno*|xxx|sex|filme porno|+erotic*',
  dating: 'matrimoniale|întâlniri|site de întâlniri|+singuri',
  pharma: 'farmacie*|medicamente|fără rețetă',
  crypto: 'criptomonede|bitcoin*|cripto',
  tobacco_vape: 'țigări electronice|tigari electronice|vape*|tutun|țigări',
}

export const el: LanguageTerms = {
  gambling: 'καζίνο|στοίχημα|στοιχηματ*|τζόγος|πόκερ|ρουλέτα|λοταρία|κουλοχέρηδες|~αποδόσεις',
  adult: 'πορνό|xxx|σεξ|γυμνές',
  dating: 'γνωριμίες|γνωριμιών|ραντεβού|+μοναχικ*',
  pharma: 'φαρμακείο*|φάρμακα χωρίς συνταγή',
  crypto: 'κρυπτονομίσματα|κρυπτονόμισμα|bitcoin*',
  tobacco_vape: 'ηλεκτρονικό τσιγάρο|ηλεκτρονικά τσιγάρα|ατμίσματα|καπνός|τσιγάρα',
}

export const he: LanguageTerms = {
  gambling: 'קזינו|הימורים|הימור|פוקר|רולטה|לוטו|~בונוס',
  adult: 'פורנו|סקס|xxx|עירום',
  dating: 'היכרויות|אתר היכרויות|פנויים פנויות|+רווקים',
  pharma: 'בית מרקחת|תרופות ללא מרשם',
  crypto: 'קריפטו|ביטקוין|מטבעות דיגיטליים',
  tobacco_vape: 'סיגריה אלקטרונית|סיגריות אלקטרוניות|ויפ|טבק|סיגריות',
}
