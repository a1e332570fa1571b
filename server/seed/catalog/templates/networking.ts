import type { CategoryTemplate } from '../types';
import { lineAt, specs, warranty } from './kit';

type Kind = 'router' | 'mesh' | 'adapter' | 'switch';

interface Line {
  brand: string;
  name: string;
  kind: Kind;
  wifi: string;
  speed: string;
  ports: string;
  price: number;
}

const LINES: readonly Line[] = [
  { brand: 'TP-Link', name: 'Archer AX23', kind: 'router', wifi: 'Wi-Fi 6 (802.11ax)', speed: 'AX1800', ports: '4 × Gigabit LAN, 1 × Gigabit WAN', price: 4000 },
  { brand: 'TP-Link', name: 'Deco X20 (2-pack)', kind: 'mesh', wifi: 'Wi-Fi 6 (802.11ax)', speed: 'AX1800', ports: '2 × Gigabit per unit', price: 12500 },
  { brand: 'D-Link', name: 'DIR-825', kind: 'router', wifi: 'Wi-Fi 5 (802.11ac)', speed: 'AC1200', ports: '4 × Gigabit LAN, 1 × Gigabit WAN, USB 2.0', price: 2200 },
  { brand: 'TP-Link', name: 'Archer T2U Plus', kind: 'adapter', wifi: 'Wi-Fi 5 (802.11ac)', speed: 'AC600', ports: 'USB 2.0, high-gain antenna', price: 900 },
  { brand: 'Netgear', name: 'Nighthawk RAX10', kind: 'router', wifi: 'Wi-Fi 6 (802.11ax)', speed: 'AX1800', ports: '4 × Gigabit LAN, 1 × Gigabit WAN', price: 8000 },
  { brand: 'ASUS', name: 'ZenWiFi XD4 Plus (3-pack)', kind: 'mesh', wifi: 'Wi-Fi 6 (802.11ax)', speed: 'AX1800', ports: '2 × Gigabit per unit', price: 19500 },
  { brand: 'TP-Link', name: 'TL-SG108 8-Port Gigabit', kind: 'switch', wifi: '', speed: '16 Gbps switching', ports: '8 × Gigabit RJ45', price: 1700 },
  { brand: 'Xiaomi', name: 'Router AX3000', kind: 'router', wifi: 'Wi-Fi 6 (802.11ax)', speed: 'AX3000', ports: '3 × Gigabit LAN, 1 × Gigabit WAN', price: 4300 },
  { brand: 'TP-Link', name: 'RE305 Range Extender', kind: 'adapter', wifi: 'Wi-Fi 5 (802.11ac)', speed: 'AC1200', ports: '1 × Fast Ethernet', price: 2100 },
  { brand: 'ASUS', name: 'RT-AX58U', kind: 'router', wifi: 'Wi-Fi 6 (802.11ax)', speed: 'AX3000', ports: '4 × Gigabit LAN, 1 × Gigabit WAN, USB 3.0', price: 11000 },
  { brand: 'D-Link', name: 'COVR-X1862 (2-pack)', kind: 'mesh', wifi: 'Wi-Fi 6 (802.11ax)', speed: 'AX1800', ports: '2 × Gigabit per unit', price: 10500 },
  { brand: 'Netgear', name: 'GS305 5-Port Gigabit', kind: 'switch', wifi: '', speed: '10 Gbps switching', ports: '5 × Gigabit RJ45, metal case', price: 1800 },
  { brand: 'TP-Link', name: 'Archer C6', kind: 'router', wifi: 'Wi-Fi 5 (802.11ac)', speed: 'AC1200', ports: '4 × Gigabit LAN, 1 × Gigabit WAN', price: 2400 },
  { brand: 'TP-Link', name: 'UE300 USB 3.0 to Gigabit Ethernet', kind: 'adapter', wifi: '', speed: '1 Gbps', ports: 'USB 3.0 to RJ45', price: 1000 },
  { brand: 'Netgear', name: 'Orbi RBK352 (2-pack)', kind: 'mesh', wifi: 'Wi-Fi 6 (802.11ax)', speed: 'AX1800', ports: '2 × Gigabit per unit', price: 17000 },
  { brand: 'Xiaomi', name: 'Mi Router 4C', kind: 'router', wifi: 'Wi-Fi 4 (802.11n)', speed: 'N300', ports: '2 × Fast Ethernet LAN, 1 × WAN', price: 1200 },
  { brand: 'TP-Link', name: 'Deco M4 (3-pack)', kind: 'mesh', wifi: 'Wi-Fi 5 (802.11ac)', speed: 'AC1200', ports: '2 × Gigabit per unit', price: 11500 },
  { brand: 'D-Link', name: 'DWA-X1850 USB Wi-Fi 6', kind: 'adapter', wifi: 'Wi-Fi 6 (802.11ax)', speed: 'AX1800', ports: 'USB 3.0', price: 2600 },
  { brand: 'TP-Link', name: 'Archer AX55', kind: 'router', wifi: 'Wi-Fi 6 (802.11ax)', speed: 'AX3000', ports: '4 × Gigabit LAN, 1 × Gigabit WAN, USB 3.0', price: 6500 },
  { brand: 'D-Link', name: 'DGS-1008A 8-Port Gigabit', kind: 'switch', wifi: '', speed: '16 Gbps switching', ports: '8 × Gigabit RJ45', price: 1600 },
  { brand: 'D-Link', name: 'DIR-X1860', kind: 'router', wifi: 'Wi-Fi 6 (802.11ax)', speed: 'AX1800', ports: '4 × Gigabit LAN, 1 × Gigabit WAN', price: 4700 },
];

const SUB: Record<Kind, string> = { router: 'wifi-routers', mesh: 'mesh-wifi', adapter: 'adapters-extenders', switch: 'network-switches' };
const NOUN: Record<Kind, string> = { router: 'Dual-Band Wi-Fi Router', mesh: 'Whole-Home Mesh Wi-Fi System', adapter: 'Adapter', switch: 'Desktop Switch' };

function titleOf(line: Line): string {
  const head = `${line.brand} ${line.name}`;
  if (line.kind === 'switch') return `${head} Desktop Switch`;
  if (line.kind === 'adapter') {
    if (/extender/i.test(line.name)) return `${head}, ${line.speed} Dual-Band`;
    if (!line.wifi) return `${head} Adapter`;
    return /wi-fi/i.test(line.name) ? `${head} Adapter, ${line.speed}` : `${head} ${line.speed} USB Wi-Fi Adapter`;
  }
  return `${head}${line.name.includes(line.speed) ? '' : ` ${line.speed}`} ${NOUN[line.kind]}`;
}

function descriptionOf(line: Line, coverage: string | undefined): string {
  const isp = 'Works with Airtel Xstream, JioFiber, ACT and BSNL broadband, and sets up in minutes from the phone app.';
  switch (line.kind) {
    case 'switch':
      return `${line.brand} ${line.name} adds ${line.ports.split(' ')[0]} wired Gigabit ports with ${line.speed}. Fanless and plug-and-play, it keeps consoles, PCs and smart TVs on a steady wired connection.`;
    case 'adapter':
      if (/extender/i.test(line.name)) return `${line.brand} ${line.name} repeats your ${line.wifi} network into rooms the router cannot reach, at up to ${line.speed}. Plug it in halfway, press WPS, and dead zones are gone.`;
      return line.wifi
        ? `${line.brand} ${line.name} gives a desktop or old laptop ${line.wifi} at ${line.speed}. Plug it into a USB port; drivers install themselves on Windows 10 and 11.`
        : `${line.brand} ${line.name} adds a Gigabit Ethernet port over ${line.ports.split(' to ')[0]}. Handy for thin laptops on office LANs, driver-free on Windows, macOS and ChromeOS.`;
    default:
      return `${line.brand} ${line.name}: ${line.wifi} at ${line.speed}${coverage ? `, covering ${coverage.toLowerCase()}` : ''}. ${isp}`;
  }
}

export const networking: CategoryTemplate = {
  kind: 'networking',
  build(random, index) {
    const line = lineAt(LINES, index);
    const coverage = line.kind === 'mesh' ? `Up to ${random.pick([3500, 4500, 5500])} sq ft` : line.kind === 'router' ? `Up to ${random.pick([1500, 2000, 2500])} sq ft` : undefined;
    const antennas = line.kind === 'router' ? random.pick([4, 5, 6]) : undefined;
    const wired = line.kind === 'switch' || !line.wifi;
    return {
      brand: line.brand,
      sub: SUB[line.kind],
      title: titleOf(line),
      slugName: `${line.brand} ${line.name}`,
      description: descriptionOf(line, coverage),
      highlights: [
        line.wifi ? `${line.wifi}, ${line.speed}` : line.speed,
        line.ports,
        coverage ?? (line.kind === 'switch' ? 'Fanless, silent, plug and play' : 'Driver-free on Windows 10/11 and macOS'),
        ...(line.kind === 'router' || line.kind === 'mesh' ? ['WPA3 security, parental controls, guest network'] : []),
      ],
      specs: specs([
        ['Type', line.kind === 'adapter' && /extender/i.test(line.name) ? 'Range extender' : { router: 'Wi-Fi router', mesh: 'Mesh Wi-Fi system', adapter: wired ? 'USB Ethernet adapter' : 'USB Wi-Fi adapter', switch: 'Unmanaged switch' }[line.kind]],
        ['Wi-Fi standard', line.wifi || undefined],
        ['Speed', line.speed],
        ['Bands', line.wifi ? (line.speed === 'N300' ? 'Single band 2.4 GHz' : 'Dual band 2.4 GHz + 5 GHz') : undefined],
        ['Ports', line.ports],
        ['Antennas', antennas ? `${antennas} external` : undefined],
        ['Coverage', coverage],
        ['Security', line.wifi ? 'WPA3, WPA2' : undefined],
        ['Power', line.kind === 'adapter' ? 'USB bus powered' : line.kind === 'switch' ? 'External 5 V adapter' : '12 V adapter included'],
        ['Warranty', warranty(line.kind === 'switch' ? 5 : 3, 'replacement')],
      ]),
      price: line.price * (antennas === 6 ? 1.05 : 1),
      variants: [],
      tags: ['work'],
    };
  },
};
