import { test } from 'node:test'
import assert from 'node:assert/strict'
import { expectRiskHigh, expectRiskLow } from './helpers.ts'
import { titleHosts } from '../../../src/intel/risk/score.ts'

// Words that begin like a trade term or hold it in another sense (docs/intel.md, "High-risk flag: words in another
// sense, titles that are host names"). Every text here was written for these tests.
const low = expectRiskLow
const high = (cases: Parameters<typeof expectRiskHigh>[0]): Promise<void> => expectRiskHigh(cases, 0.8)

test('places, names and ordinary words that begin like a prefix term are not the trade', async () => {
  await low([
    { title: 'Pornic – plages et sentier côtier' }, { title: 'Camping à Pornichet' }, { title: 'Milford Dental Care' },
    { title: 'Glockenspiel for beginners' }, { title: 'Frische Nudeln aus Bologna' }, { title: 'Nettoyeur vapeur' },
    { title: 'Porridge oats, organic' }, { title: 'Database replication made simple' }, { title: 'Supplementary information' },
    { title: 'Torrential rain warning for Cumbria' }, { title: 'Carabiners and climbing ropes' }, { title: 'Fusilli al pomodoro' },
    { title: 'Escorted tours of Italy' }, { title: 'Hanford Community Hospital' },
  ])
})

test('the trade terms themselves and their inflections still flag', async () => {
  await high([
    { title: 'Free porn videos', cls: 'Adult content' }, { title: 'Pornostars en HD', cls: 'Adult content' },
    { title: 'Glock pistols for sale', cls: 'Weapons and ammunition' }, { title: 'Replica handbags', cls: 'Counterfeit and replica goods' },
    { title: 'Vape juice and coils', cls: 'Tobacco and vaping' }, { title: 'Porrfilmer gratis', cls: 'Adult content' },
  ])
})

test('"slots" of a delivery, a booking or a computer are not slot machines', async () => {
  await low([{ title: 'FreshMart', description: 'Book your delivery slots online. Free delivery slots over £40.' }, { title: 'Pick a time slot for your appointment' }, { title: 'Motherboard with four memory slots' }])
  await high([{ title: 'Play slots online', cls: 'Gambling and betting' }])
})

test('English "hazard", "nude" (a colour) and "escort" (a vehicle) in their ordinary compounds are not the trades', async () => {
  await low([
    { title: 'Fire Hazard Assessment for Landlords' }, { title: 'Health hazards of mould at home' }, { title: 'Hazardous waste collection' },
    { title: 'Nude lipstick and nude nail polish' }, { title: 'Pilot Car Escort Services', description: 'Escort vehicles for oversize loads in Texas.' },
  ])
  await high([
    { title: 'Hazard online – kasyno i zakłady', cls: 'Gambling and betting' }, { title: 'Nude pics and videos', cls: 'Adult content' },
    { title: 'Escort girls in Paris', cls: 'Dating and escort services', min: 0.5 },
  ])
})

test('a household faucet and the surname Kumar are not crypto and gambling; the trade phrases are', async () => {
  await low([{ title: 'Kitchen Faucets & Bathroom Sinks' }, { title: 'Dr. Anil Kumar – Cardiologist in Pune' }])
  await high([{ title: 'Bitcoin faucet – claim free satoshi', cls: 'Cryptocurrency and non-fiat currency' }, { title: 'Kumar siteleri ve kumarhane rehberi', cls: 'Gambling and betting' }])
})

test('a title naming a vehicle trade reads a class word in it as a name (a car model)', async () => {
  await low([{ title: 'Escort Mk2 Owners Club', description: 'Forum and events for owners of the classic car.' }])
  await high([{ title: 'Escort agency London', cls: 'Dating and escort services', min: 0.5 }])
})

test('a host name written in the title is read as the brand', async () => {
  await high([
    { title: 'royaljackpotx.com', cls: 'Gambling and betting', min: 0.7 }, { title: 'www.topvapeshopz.co.uk', cls: 'Tobacco and vaping', min: 0.7 },
    { title: 'Royaljackpotx.com – Home', cls: 'Gambling and betting', min: 0.7 },
  ])
  await low([{ title: 'smithdental.com' }, { title: 'riverside-bakery.co.uk' }, { title: 'Booking.com: cheap hotels' }, { title: 'Node.js documentation' }])
  assert.deepEqual(titleHosts('Royaljackpotx.com – Home | www.example.co.uk, v1.2'), ['Royaljackpotx.com', 'www.example.co.uk'])
})

test('a camel-case brand that spells a trade phrase of any language is read as that phrase', async () => {
  await high([{ title: 'SubeArchivos', cls: 'Cyberlockers and file sharing', min: 0.7 }, { title: 'ApuestasDeportivas', cls: 'Gambling and betting', min: 0.7 }])
})

test('a free trial of software sold to businesses is not a negative-option offer; a consumer trial still is', async () => {
  await low([
    { title: 'Invoicing software for freelancers', description: 'Send invoices and get paid faster. Start your free trial.' },
    { title: 'CRM for small businesses', description: 'Pipelines, email and reports. Free trial, cancel anytime.' },
  ])
  await high([{ title: 'Keto slimming pills', description: 'Rush my risk-free trial bottle, just pay shipping.', cls: 'Negative-option subscriptions', min: 0.5 }])
})

test('"bet" as the first or last part of a brand built from words is a medium gambling term; words that contain it are not', async () => {
  await high([{ title: 'BetVictor', cls: 'Gambling and betting', min: 0.5 }, { title: 'Mostbet', cls: 'Gambling and betting', min: 0.5 }])
  await low([{ title: 'Bethany Church' }, { title: 'Betabrand' }, { title: 'Alphabet Inc' }, { title: 'Sorbet recipes' }, { title: 'Betterment' }, { title: 'Place a bet on our quiz night' }])
})
