/** Listing pages share one page; the path says which list it is. */
export function listingTitle(pathname: string, categoryTitle?: string): { title: string; lead: string } {
  if (categoryTitle) {
    const title = decodeURIComponent(categoryTitle).replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
    return { title, lead: `Shop ${title.toLowerCase()} with GST invoice and brand warranty.` };
  }
  if (pathname.startsWith('/product/best-seller')) return { title: 'Best sellers', lead: 'What shoppers across India are buying most this week.' };
  if (pathname.startsWith('/product/hot-deals')) return { title: 'Hot deals', lead: 'Limited-time prices on laptops, components and accessories.' };
  if (pathname.startsWith('/new-arrivals')) return { title: 'New arrivals', lead: 'The latest launches, in stock and ready to ship.' };
  return { title: 'All products', lead: 'Laptops, desktops, components, mobiles and accessories.' };
}
