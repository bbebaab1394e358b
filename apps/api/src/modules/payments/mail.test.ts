import { LANGS } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../orders/state.ts';
import { formatMoney, refundMail } from './mail.ts';

const order = { orderNo: '261121123456789012', email: 'a@example.com', payAmount: 150050 } as OrderRow;
const rub = { code: 'RUB', minorUnits: 2, symbol: '₽' };

describe('the refund e-mail', () => {
  it('names the order and the amount given back, in both parts', () => {
    for (const lang of LANGS) {
      const mail = refundMail(order, rub, lang);
      expect(mail.subject, lang).toContain(order.orderNo);
      expect(mail.text, lang).toContain(order.orderNo);
      expect(mail.text, lang).toContain(formatMoney(150050, rub, lang));
      expect(mail.html, lang).toContain(`<html lang="${lang}">`);
    }
  });

  it('writes amounts in the currency minor units, rounded nowhere', () => {
    // Intl separates with non-breaking spaces.
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatMoney(150050, rub, 'en'))).toBe('₽1,500.50');
    expect(plain(formatMoney(150050, rub, 'ru'))).toBe('1 500,50 ₽');
    expect(plain(formatMoney(15000, { code: 'IDR', minorUnits: 0, symbol: 'Rp' }, 'id'))).toBe('Rp 15.000');
  });
});
