import { test } from 'node:test'
import { expectRiskHigh, expectRiskLow } from './helpers.ts'

// Reports in the languages beyond the main fourteen, heads of ordinary trades, and trade words the lists lacked
// (docs/intel.md, "High-risk flag: reports in the other languages, heads of ordinary trades, missing trade
// words"). Every text here was written for these tests.
const low = expectRiskLow
const high = (cases: Parameters<typeof expectRiskHigh>[0]): Promise<void> => expectRiskHigh(cases, 0.5)

test('enforcement stories and warnings in the other languages are reports', async () => {
  await low([
    { title: 'Khởi tố nhóm tổ chức cá độ bóng đá', description: 'Công an tỉnh đã bắt giữ 8 người, thu giữ nhiều điện thoại và tiền mặt.' },
    { title: 'Polisi menggerebek markas judi online', description: 'Tiga operator ditangkap dan puluhan rekening disita.' },
    { title: 'Poliția a arestat organizatorii unui cazino clandestin', description: 'Anchetatorii au confiscat aparate de joc și au dat amenzi.' },
    { title: 'Кіберполіція викрила мережу нелегальних казино', description: 'Правоохоронці вилучили техніку та затримали організаторів.' },
    { title: 'Rendőrség: lebukott egy illegális kaszinó', description: 'A nyomozók lefoglalták a nyerőgépeket.' },
    { title: 'Policie zadržela provozovatele nepovoleného kasina', description: 'Hrozí mu vysoká pokuta.' },
    { title: 'Η αστυνομία εξάρθρωσε κύκλωμα παράνομου τζόγου', description: 'Συνελήφθησαν τέσσερα άτομα και επιβλήθηκε πρόστιμο.' },
    { title: 'Επενδυτές: προειδοποιήσεις για μη αδειοδοτημένες πλατφόρμες forex' },
    { title: 'پلیس چند گرداننده سایت شرط بندی را دستگیر کرد', description: 'هشدار درباره سایت های قمار غیرقانونی' },
    { title: 'ตำรวจบุกจับบ่อนคาสิโนออนไลน์', description: 'จับกุมผู้ต้องหา 5 ราย พร้อมดำเนินคดี' },
    { title: 'Kiberpoliisi: pidätettiin nettikasinon ylläpitäjä', description: 'Poliisi takavarikoi palvelimet.' },
    { title: 'Varovani pred neoprávněnými forex brokery', description: 'Seznam subjektů bez licence.' },
  ])
})

test('help to stop smoking, what to know and consumer protection, in any language, are not the trade', async () => {
  await low([
    { title: 'Cai thuốc lá: tổng đài hỗ trợ miễn phí', description: 'Tư vấn cai nghiện thuốc lá từ chuyên gia.' },
    { title: 'Berhenti merokok dalam 30 hari', description: 'Panduan berhenti merokok dari dokter.' },
    { title: 'Renunțarea la fumat – linie de sprijin', description: 'Consiliere gratuită pentru a renunța la tutun.' },
    { title: 'Verbraucherschutz: Abofallen bei Partnervermittlungen', description: 'Was Kunden wissen sollten.' },
    { title: 'บุหรี่ไฟฟ้า: สิ่งที่ต้องรู้ก่อนซื้อ' },
  ])
})

test('a title that names a job board, a builder, a utility or a lipstick says what the business is', async () => {
  await low([
    { title: 'Casino Jobs – dealer and croupier vacancies' }, { title: 'Pharmacy careers in Scotland' },
    { title: 'Hemp Block Builders', description: 'Natural walls for new homes.' },
    { title: 'Torrent Valley Electricity', description: 'Pay your bill online.' },
    { title: 'Nude läppstift – vårens nyheter' }, { title: 'Rossetto nude opaco' },
  ])
})

test('trade words a merchant uses that the lists lacked still flag', async () => {
  await high([
    { title: 'PeptideForge', description: 'Research peptides and semaglutide in stock. Not for human consumption.', cls: 'Pharmacies and prescription drugs' },
    { title: 'LabSource', description: 'Research chemicals shipped worldwide.', cls: 'Pharmacies and prescription drugs' },
    { title: 'Velvetta', description: 'Spicy content from your favourite creators.', cls: 'Adult content' },
    { title: 'Apex Capital Traders', description: 'Pass the 2-step evaluation and trade firm capital with an 80% profit split.', cls: 'Securities, forex and binary options' },
    { title: 'KhoFile', description: 'Lưu trữ file miễn phí, tài khoản VIP tải không giới hạn.', cls: 'Cyberlockers and file sharing' },
    { title: 'Ulozisko', description: 'Nahrávání souborů zdarma a rychlé stahování s kreditem.', cls: 'Cyberlockers and file sharing' },
  ])
})

test('a hunting-licence course, a heritage building, a pharmacy’s health advice and a grant funder are not the trade', async () => {
  await low([
    { title: 'Hunter Safety Course – online and in the field', description: 'Firearm handling, ethics and the law. Pass and get your certificate.' },
    { title: 'Vadászvizsga tanfolyam Budapesten', description: 'Fegyverismeret és vadgazdálkodás.' },
    { title: 'Jägerprüfung in 14 Tagen', description: 'Jagdschein-Kurs mit Schießausbildung und Waffenkunde.' },
    { title: 'Cazinoul din Sinaia – monument istoric', description: 'Vizite ghidate și concerte.' },
    { title: 'The Old Casino – listed building', description: 'A historic building restored as a community hall.' },
    { title: 'Hälsoråd | Apoteket Linden', description: 'Så tar du hand om en förkylning.' },
    { title: 'Συμβουλές υγείας από το φαρμακείο μας' },
    { title: 'Lottery grants for village halls', description: 'Apply for grant funding up to £10,000.' },
  ])
})

test('a streaming service with a free trial is not a negative-option offer; a bank is not a payday lender', async () => {
  await low([
    { title: 'FlixNest – films and series', description: 'Start your free trial today. Cancel anytime. Streaming in 4K.' },
    { title: 'Podcasts and audiobooks, unlimited', description: 'Try it free for 30 days, then $9.99 a month. Cancel anytime.' },
    { title: 'Bank Sejahtera – Perbankan', description: 'Akaun simpanan, kad kredit dan pinjaman peribadi.' },
    { title: 'Harbour Bank', description: 'Current accounts, savings accounts and personal loans with fast approval.' },
  ])
  await high([
    { title: 'GlowRenew', description: 'Claim your risk-free trial bottle, just pay shipping. Free trial offer ends today.', cls: 'Negative-option subscriptions' },
    { title: 'FastCash', description: 'Payday loans and cash advance online, instant decision.', cls: 'Debt relief and payday lending' },
  ])
})

test('a nursery, a pet groomer, a dentist, a fundraiser or a pregnancy scan named with a trade word is not the trade', async () => {
  await low([
    { title: 'Roulette Ridge Plant Nursery', description: 'Perennials, fruit trees and hedging plants.' },
    { title: 'Jackpot Dog Grooming', description: 'Baths, trims and nail clipping for all breeds.' },
    { title: 'Casino Road Dental', description: 'Family dentist, check-ups and whitening.' },
    { title: 'Poker Night Fundraiser', description: 'Raising money for the local hospice.' },
    { title: 'Tierarztpraxis am Kasino', description: 'Impfungen und Chirurgie für Hund und Katze.' },
    { title: 'Early dating scan from 6 weeks', description: 'Private pregnancy ultrasound clinic.' },
  ])
  await high([
    { title: 'Casino Royale Online', description: 'Slots, live roulette and blackjack with a welcome bonus.', cls: 'Gambling and betting' },
  ])
})

test('explainers, chambers of a profession, history, careers pages, bands and trails are not the trade; Hindi adult chat is', async () => {
  await low([
    { title: 'Lotto-Quoten erklärt', description: 'Wie funktioniert die Wahrscheinlichkeit beim Ziehen?' },
    { title: 'Lékárnická komora Brno', description: 'Informace pro lékárníky.' },
    { title: 'Sejarah rokok kretek di Kudus', description: 'Museum dan budaya tembakau Jawa Tengah.' },
    { title: 'Apotek Nord – jobba hos oss' },
    { title: 'The Roulette Wheels – blues band', description: 'Live dates and new album.' },
    { title: 'Hookah Falls Trail', description: 'Trail map, parking and difficulty.' },
    { title: 'Receptek: kaszinótojás és franciasaláta' },
  ])
  await high([{ title: 'रंगीन रातें', description: 'वयस्क वीडियो चैट, लाइव कैम 18+', cls: 'Adult content' }])
})

test('recipes, bookkeeping and lawmakers are not the trade; gun parts and companion agencies are', async () => {
  await low([
    { title: 'Magic mushroom risotto recipe', description: 'Creamy wild mushrooms and parmesan.' },
    { title: 'Cannabis Creek Bookkeeping', description: 'Payroll and tax returns for small firms.' },
    { title: 'E-cigarette flavours face ban', description: 'Lawmakers back new legislation on vape liquids, the health minister said.' },
  ])
  await high([
    { title: 'Steel Rail Supply', description: 'Drum magazines, AK parts and upper receivers in stock.', cls: 'Weapons and ammunition' },
    { title: 'Velours', description: 'Discreet companionship agency for gentlemen, dinner dates and travel.', cls: 'Dating and escort services' },
  ])
})
