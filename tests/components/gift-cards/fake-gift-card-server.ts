/** Answers the gift card calls the pages make; everything else (shop configuration) is missing. */
export function reply(status: number, data: unknown, message = '') {
  const body = status === 200 ? { status: true, message, data } : { status: false, message, error: message };
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const diwali = {
  id: 1,
  slug: 'diwali',
  name: 'Diwali',
  occasion: 'Festival',
  description: 'Light up their Diwali.',
  colors: ['#b45309', '#991b1b'],
  denominations: [500_00, 1_000_00, 2_000_00, 5_000_00, 10_000_00],
  min_paise: 500_00,
  max_paise: 1_00_000_00,
};

export const techLover = {
  ...diwali,
  id: 7,
  slug: 'tech-lover',
  name: 'Tech lover',
  occasion: 'Gadget fan',
  description: 'For the one who reads spec sheets for fun.',
  colors: ['#0f172a', '#1e40af'],
};

export interface Call {
  path: string;
  fields: Record<string, string>;
}

export function fakeServer(answers: { redeem?: () => Response } = {}) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const path = url.pathname.replace('/api/', '');
    const fields = init?.body instanceof URLSearchParams ? Object.fromEntries(init.body.entries()) : {};
    calls.push({ path, fields });
    if (path === 'website/gift-cards/designs') return reply(200, [diwali, techLover]);
    if (path === 'website/gift-cards/designs/1') return reply(200, diwali);
    if (path === 'website/gift-cards/redeem' && answers.redeem) return answers.redeem();
    return reply(404, null, 'Not found');
  };
  return { fetch, calls };
}
