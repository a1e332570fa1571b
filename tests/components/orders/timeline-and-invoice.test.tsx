import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { InvoiceDocument } from '../../../src/features/orders/InvoiceDocument';
import { Timeline } from '../../../src/features/orders/Timeline';
import { sampleInvoice, sampleOrder } from './order-samples';

describe('the order timeline', () => {
  it('lists every step in order, saying which are done and which are pending', () => {
    render(<Timeline steps={sampleOrder().timeline} label="Progress of order CB26ABC123" />);
    const list = screen.getByRole('list', { name: 'Progress of order CB26ABC123' });
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringMatching(/^Placed20 Nov 2026/),
      expect.stringMatching(/^Confirmed/),
      expect.stringMatching(/^Packed21 Nov 2026/),
      'ShippedPending',
      'Out for deliveryPending',
      'DeliveredPending',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps.filter((s) => s.hasAttribute('aria-current'))).toHaveLength(1);
    expect(within(steps[0] ?? list).getByText(/20 Nov 2026/).tagName).toBe('TIME');
  });

  it('ends a cancelled order with the cancellation', () => {
    const steps = [
      { status: 'placed', label: 'Placed', at: '2026-11-20T06:31:00.000Z', done: true },
      { status: 'cancelled', label: 'Cancelled', at: '2026-11-20T07:00:00.000Z', done: true },
    ];
    render(<Timeline steps={steps} label="Progress" />);
    const items = screen.getAllByRole('listitem');
    expect(items.at(-1)).toHaveTextContent('Cancelled');
    expect(items.at(-1)).toHaveAttribute('aria-current', 'step');
  });
});

describe('the tax invoice', () => {
  const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

  it('shows CGST and SGST columns for a supply within Maharashtra', () => {
    render(<InvoiceDocument invoice={sampleInvoice(true)} />);
    expect(headers()).toEqual(['Description', 'HSN/SAC', 'Qty', 'Unit price', 'Discount', 'Taxable value', 'CGST', 'SGST', 'Total']);
    expect(screen.getByText('CB/2627/000123')).toBeInTheDocument();
    expect(screen.getByText('GSTIN: 27AAKCC1234M1Z5')).toBeInTheDocument();
    expect(screen.getByText('Place of supply: Maharashtra (27)')).toBeInTheDocument();
    expect(screen.getAllByText('@9%')).toHaveLength(2);
    expect(screen.getByText(/Rupees Fifty-Four Thousand Nine Hundred Ninety-Nine Only/)).toBeInTheDocument();
    expect(screen.getByText(/computer-generated invoice/)).toBeInTheDocument();
  });

  it('shows one IGST column for a supply to Karnataka, with the buyer\'s state code', () => {
    render(<InvoiceDocument invoice={sampleInvoice(false)} />);
    expect(headers()).toEqual(['Description', 'HSN/SAC', 'Qty', 'Unit price', 'Discount', 'Taxable value', 'IGST', 'Total']);
    expect(screen.getByText('State: Karnataka, code 29')).toBeInTheDocument();
    expect(screen.getByText('@18%')).toBeInTheDocument();
    const row = screen.getAllByRole('row')[1];
    expect(row).toHaveTextContent('8471');
    expect(row).toHaveTextContent('₹8,389.68');
  });
});
