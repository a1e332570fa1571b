import { z } from 'zod';
import { linkSchema } from './common';

export const paymentMethodSchema = z.enum(['UPI', 'Visa', 'Mastercard', 'RuPay', 'Net banking', 'EMI', 'Cash on delivery', 'Wallet']);

export const footer1PropsSchema = z.object({
  about: z
    .string()
    .default('Genuine laptops, PC components and accessories with a GST invoice and full brand warranty, delivered across India.'),
  quick_links_title: z.string().min(1).default('Shop'),
  /** Used only when the menu configuration has no 'footer' items. */
  quick_links: z.array(linkSchema).default([
    { label: 'All products', href: '/products' },
    { label: 'New arrivals', href: '/new-arrivals' },
    { label: 'Hot deals', href: '/product/hot-deals' },
    { label: 'Best sellers', href: '/product/best-seller' },
    { label: 'Gift cards', href: '/gift-card' },
  ]),
  service_title: z.string().min(1).default('Customer service'),
  service_links: z.array(linkSchema).default([
    { label: 'Customer support', href: '/customer-support' },
    { label: 'FAQ', href: '/faq' },
    { label: 'Privacy policy', href: '/policy/1/privacy-policy' },
    { label: 'Terms of use', href: '/policy/2/terms-of-use' },
    { label: 'Shipping policy', href: '/policy/3/shipping-policy' },
    { label: 'Returns & replacements', href: '/return-replace-privacy' },
    { label: 'Contact us', href: '/contact' },
    { label: 'About us', href: '/about-us' },
  ]),
  contact_title: z.string().min(1).default('Get in touch'),
  payments_title: z.string().min(1).default('We accept'),
  payment_methods: z.array(paymentMethodSchema).default(['UPI', 'Visa', 'Mastercard', 'RuPay', 'Net banking', 'EMI']),
  /** After "© {year} {brand}." */
  copyright_note: z.string().default('All rights reserved.'),
});
export type Footer1Props = z.output<typeof footer1PropsSchema>;

export const footer2PropsSchema = z.object({
  show_newsletter: z.boolean().default(true),
  newsletter_title: z.string().min(1).default('Get the best tech deals first'),
  newsletter_text: z.string().default('Weekly price drops on laptops, SSDs and accessories. No spam, unsubscribe anytime.'),
  email_label: z.string().min(1).default('Email address'),
  button_label: z.string().min(1).default('Subscribe'),
  success_message: z.string().min(1).default('Thanks for subscribing! Watch your inbox for our next deal.'),
  links: z.array(linkSchema).default([
    { label: 'About us', href: '/about-us' },
    { label: 'Contact', href: '/contact' },
    { label: 'FAQ', href: '/faq' },
    { label: 'Shipping', href: '/policy/3/shipping-policy' },
    { label: 'Returns', href: '/return-replace-privacy' },
    { label: 'Privacy', href: '/policy/1/privacy-policy' },
    { label: 'Terms', href: '/policy/2/terms-of-use' },
  ]),
  copyright_note: z.string().default('All rights reserved.'),
});
export type Footer2Props = z.output<typeof footer2PropsSchema>;
