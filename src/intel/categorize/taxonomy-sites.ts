/**
 * English trade words of business homepages, per built-in tier-1 class, written for this project (docs/intel.md
 * § English business homepages). The tier-1 `terms` (taxonomy.ts) are the words an article *about* a subject
 * uses; a merchant's homepage names what it sells and what the visitor does there ("rooms", "suites", "check
 * availability" for a hotel; "hosting", "domains", "uptime" for a host; "broadband", "tariff", "meter reading"
 * for a utility). These words count for the built-in classes only: custom category names do not anchor to them
 * (builtin.ts), so custom lists score exactly as before. A word that is as much another class's trade
 * ("delivery", "order", "booking", "care") is left out.
 */
export const SITE_TERMS: Readonly<Record<string, string>> = {
  'Automotive': 'mot servicing mechanic mechanics hatchback hatchbacks pickup trucks suvs convertible motorbike motorbikes scooter scooters wipers bodywork',
  'Business and Finance': 'bookkeeping payroll invoicing invoices accountancy accountants freight courier couriers parcel parcels shipment shipments warehousing fulfilment fulfillment logistics b2b wholesale consultancy seo ppc procurement merchants',
  'Careers': 'recruiter recruiters recruiting jobseekers hiring vacancies cv cvs',
  'Education': 'tutor tutors tutoring pupils enrol enroll enrolment enrollment admissions semester',
  'Family and Relationships': 'singles matchmaking soulmate childcare daycare preschool eldercare',
  'Food & Drink': 'takeaway bakery bakeries brunch pastries sourdough brewery taproom winery vineyard roasters espresso steakhouse pizzeria bistro',
  'Home & Garden': 'sofas sofa mattress mattresses rugs cushions lamps homeware appliances washing dishwashers fridge fridges freezer ovens cookers plumbing plumber plumbers boiler boilers heating roofing locksmith burglar alarms cctv landscaping',
  'Medical Health': 'dentist dentists dental dentistry orthodontist optician opticians optometrist optometrists dermatologist physiotherapist gp prescriptions pharmacist pharmacists',
  'Personal Finance': 'deposits deposit fdic ncua apr overdraft debit atm atms branches brokerage ira etf etfs portfolio crypto cryptocurrency cryptocurrencies bitcoin ethereum premiums insurer insurers insured underwriting broadband fibre fiber tariff tariffs electricity meter utilities remortgage refinance refinancing lender lenders borrow',
  'Pets': 'kibble litter leash leashes harness harnesses',
  'Politics': 'council councils councillors municipal municipality permits',
  'Real Estate': 'flats lettings landlord landlords tenants tenant leasehold freehold valuation valuations bedrooms realtors realty',
  'Shopping': 'groceries grocery supermarket supermarkets basket detergent household essentials giftware gifts personalised personalized',
  'Style & Fashion': 'skincare serum serums moisturiser moisturizer haircut haircuts salon salons stylists sneakers boots knitwear',
  'Technology & Computing': 'hosting domain domains vps ssl wordpress uptime saas api apis integrations automation crm antivirus malware ransomware vpn encryption encrypted firewall cybersecurity kubernetes webinar webinars conferencing laptops notebooks smartphones tablets headphones gadgets electronics',
  'Travel': 'accommodation accommodations lodging inn motel motels hostel hostels resort resorts suites guesthouse getaway getaways itinerary airways airfare airfares fares baggage luggage departures sightseeing excursions cruises sailings rail railway railcard campground campsite campsites caravan glamping travellers travelers',
}
