/**
 * Demo postcodes of the first carrier (docs/reference-data.md): real postcodes of large cities, each with the place
 * the national post gives it. A range stands for every postcode in it, as the US, German and Australian posts give
 * one city to runs of numbers; British ones list the outward codes, each with inward codes 1AA, 2AB... (a few per
 * district). Australian postcodes name suburbs, so each is listed alone.
 */
type Range = readonly [from: number, to: number, city: string, state: string];

export const US_RANGES: readonly Range[] = [
  [10001, 10048, 'New York', 'NY'], [90001, 90068, 'Los Angeles', 'CA'], [60601, 60661, 'Chicago', 'IL'], [77001, 77058, 'Houston', 'TX'],
  [98101, 98146, 'Seattle', 'WA'], [94102, 94134, 'San Francisco', 'CA'], [85003, 85054, 'Phoenix', 'AZ'], [75201, 75254, 'Dallas', 'TX'],
  [30303, 30350, 'Atlanta', 'GA'], [80202, 80239, 'Denver', 'CO'], [2108, 2137, 'Boston', 'MA'], [33125, 33147, 'Miami', 'FL'],
];

export const DE_RANGES: readonly Range[] = [
  [10115, 10179, 'Berlin', 'Berlin'], [20095, 20149, 'Hamburg', 'Hamburg'], [80331, 80339, 'München', 'Bayern'], [80469, 80469, 'München', 'Bayern'],
  [80538, 80539, 'München', 'Bayern'], [50667, 50679, 'Köln', 'Nordrhein-Westfalen'], [60306, 60329, 'Frankfurt am Main', 'Hessen'],
  [70173, 70199, 'Stuttgart', 'Baden-Württemberg'], [40210, 40239, 'Düsseldorf', 'Nordrhein-Westfalen'], [44135, 44149, 'Dortmund', 'Nordrhein-Westfalen'],
  [4103, 4109, 'Leipzig', 'Sachsen'], [1067, 1099, 'Dresden', 'Sachsen'], [90402, 90429, 'Nürnberg', 'Bayern'], [28195, 28199, 'Bremen', 'Bremen'],
];

/** Outward codes by city; each gets a few inward codes. */
export const GB_DISTRICTS: readonly (readonly [districts: string, city: string, county: string])[] = [
  ['EC1A EC1M EC2A EC2M EC3A EC4M WC1A WC1B WC2A WC2N SW1A SW1P SW3 SW7 SE1 SE10 E1 E14 N1 NW1 W1A W1D W2', 'London', 'Greater London'],
  ['M1 M2 M3 M4 M13 M15', 'Manchester', 'Greater Manchester'], ['B1 B2 B3 B4 B5 B15', 'Birmingham', 'West Midlands'],
  ['LS1 LS2 LS6 LS11', 'Leeds', 'West Yorkshire'], ['G1 G2 G3 G12', 'Glasgow', 'Glasgow City'], ['EH1 EH2 EH3 EH8', 'Edinburgh', 'City of Edinburgh'],
  ['BS1 BS2 BS8', 'Bristol', 'Bristol'], ['L1 L2 L3 L8', 'Liverpool', 'Merseyside'], ['CF10 CF11 CF24', 'Cardiff', 'Cardiff'],
  ['NE1 NE2 NE4', 'Newcastle upon Tyne', 'Tyne and Wear'], ['OX1 OX2 OX4', 'Oxford', 'Oxfordshire'], ['CB1 CB2 CB4', 'Cambridge', 'Cambridgeshire'],
];
/** Letters a British inward code may end in (C, I, K, M, O and V are never used). */
export const GB_INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
export const GB_INWARD_PER_DISTRICT = 6;

export const AU_PLACES: readonly (readonly [postcode: string, suburb: string, state: string])[] = [
  ['2000', 'Sydney', 'NSW'], ['2007', 'Ultimo', 'NSW'], ['2008', 'Chippendale', 'NSW'], ['2009', 'Pyrmont', 'NSW'], ['2010', 'Surry Hills', 'NSW'],
  ['2011', 'Potts Point', 'NSW'], ['2015', 'Alexandria', 'NSW'], ['2017', 'Waterloo', 'NSW'], ['2021', 'Paddington', 'NSW'], ['2026', 'Bondi Beach', 'NSW'],
  ['2031', 'Randwick', 'NSW'], ['2042', 'Newtown', 'NSW'], ['2060', 'North Sydney', 'NSW'], ['2065', 'St Leonards', 'NSW'], ['2067', 'Chatswood', 'NSW'],
  ['2088', 'Mosman', 'NSW'], ['2095', 'Manly', 'NSW'], ['2150', 'Parramatta', 'NSW'], ['2170', 'Liverpool', 'NSW'], ['2300', 'Newcastle', 'NSW'],
  ['2500', 'Wollongong', 'NSW'], ['2600', 'Canberra', 'ACT'], ['2612', 'Braddon', 'ACT'], ['3000', 'Melbourne', 'VIC'], ['3002', 'East Melbourne', 'VIC'],
  ['3003', 'West Melbourne', 'VIC'], ['3006', 'Southbank', 'VIC'], ['3008', 'Docklands', 'VIC'], ['3051', 'North Melbourne', 'VIC'], ['3065', 'Fitzroy', 'VIC'],
  ['3121', 'Richmond', 'VIC'], ['3141', 'South Yarra', 'VIC'], ['3182', 'St Kilda', 'VIC'], ['3205', 'South Melbourne', 'VIC'], ['3220', 'Geelong', 'VIC'],
  ['4000', 'Brisbane', 'QLD'], ['4006', 'Fortitude Valley', 'QLD'], ['4101', 'South Brisbane', 'QLD'], ['4217', 'Surfers Paradise', 'QLD'], ['4870', 'Cairns', 'QLD'],
  ['5000', 'Adelaide', 'SA'], ['5006', 'North Adelaide', 'SA'], ['6000', 'Perth', 'WA'], ['6003', 'Northbridge', 'WA'], ['6005', 'West Perth', 'WA'],
  ['6160', 'Fremantle', 'WA'], ['7000', 'Hobart', 'TAS'], ['7250', 'Launceston', 'TAS'], ['0800', 'Darwin', 'NT'], ['0870', 'Alice Springs', 'NT'],
];
