import * as z from 'zod/mini';
import { flag, requiredText, text, withDefault } from '../zod-helpers';
import { linkListSchema } from './common';

export const paymentMethodSchema = z.enum(['UPI', 'Visa', 'Mastercard', 'RuPay', 'Net banking', 'EMI', 'Cash on delivery', 'Wallet']);

export const footer1PropsSchema = z.object({
  about: text('Genuine laptops, PC components and accessories with a GST invoice and full brand warranty, delivered across India.'),
  quick_links_title: requiredText('Shop'),
  /** Used only when the menu configuration has no 'footer' items. */
  quick_links: linkListSchema([
    { label: 'All products', href: '/products' },
    { label: 'New arrivals', href: '/new-arrivals' },
    { label: 'Hot deals', href: '/product/hot-deals' },
    { label: 'Best sellers', href: '/product/best-seller' },
    { label: 'Gift cards', href: '/gift-card' },
  ]),
  service_title: requiredText('Customer service'),
  service_links: linkListSchema([
    { label: 'Customer support', href: '/customer-support' },
    { label: 'FAQ', href: '/faq' },
    { label: 'Privacy policy', href: '/policy/1/privacy-policy' },
    { label: 'Terms of use', href: '/policy/2/terms-of-use' },
    { label: 'Shipping policy', href: '/policy/3/shipping-policy' },
    { label: 'Returns & replacements', href: '/return-replace-privacy' },
    { label: 'Contact us', href: '/contact' },
    { label: 'About us', href: '/about-us' },
  ]),
  contact_title: requiredText('Get in touch'),
  payments_title: requiredText('We accept'),
  payment_methods: withDefault(z.array(paymentMethodSchema), ['UPI', 'Visa', 'Mastercard', 'RuPay', 'Net banking', 'EMI']),
  /** After "© {year} {brand}." */
  copyright_note: text('All rights reserved.'),
});
export type Footer1Props = z.output<typeof footer1PropsSchema>;

export const footer2PropsSchema = z.object({
  show_newsletter: flag(true),
  newsletter_title: requiredText('Get the best tech deals first'),
  newsletter_text: text('Weekly price drops on laptops, SSDs and accessories. No spam, unsubscribe anytime.'),
  email_label: requiredText('Email address'),
  button_label: requiredText('Subscribe'),
  success_message: requiredText('Thanks for subscribing! Watch your inbox for our next deal.'),
  links: linkListSchema([
    { label: 'About us', href: '/about-us' },
    { label: 'Contact', href: '/contact' },
    { label: 'FAQ', href: '/faq' },
    { label: 'Shipping', href: '/policy/3/shipping-policy' },
    { label: 'Returns', href: '/return-replace-privacy' },
    { label: 'Privacy', href: '/policy/1/privacy-policy' },
    { label: 'Terms', href: '/policy/2/terms-of-use' },
  ]),
  copyright_note: text('All rights reserved.'),
});
export type Footer2Props = z.output<typeof footer2PropsSchema>;
