/**
 * Brands sold in the demo shop, alphabetical; ids follow this order. A
 * template naming a brand missing here is a bug the generator reports.
 */
export const BRANDS: readonly string[] = [
  'Acer', 'AMD', 'Amazfit', 'Anker', 'Apple', 'ASRock', 'ASUS', 'BenQ', 'boAt', 'Canon', 'Casetify', 'Corsair', 'Crucial', 'D-Link', 'Dell',
  'DJI', 'Fire-Boltt', 'Fujifilm', 'G.Skill', 'Gigabyte', 'Google', 'GoPro', 'HP', 'Intel', 'iQOO', 'JBL', 'Kingston', 'Lenovo', 'LG', 'Logitech', 'Motorola',
  'MSI', 'Netgear', 'Nikon', 'Noise', 'Nothing', 'OnePlus', 'Portronics', 'Razer', 'Realme', 'Samsung', 'SanDisk', 'Sapphire', 'Seagate',
  'Sony', 'Spigen', 'TP-Link', 'Ultrahuman', 'Vivo', 'WD', 'Xiaomi', 'Zebronics', 'Zotac',
];

