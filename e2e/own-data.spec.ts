import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { register } from './support/account';
import { buy, orderStatus, payOnSandbox } from './support/checkout';
import { uniqueEmail } from './support/mail';
import { messages } from './support/messages';

const { en } = messages;

test('a customer downloads their data, deletes the account, and the address registers again as someone new', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('own-data');
  const password = 'secret-42';
  await page.goto('/en');
  await register(page, 'en', email, password);
  const orderNo = await buy(page, 'en', 'mecha-arena', { playerId: '5678901' });
  await payOnSandbox(page, en, 'sandboxPay');
  await page.goto(`/en/orderDetail?orderNo=${orderNo}`);
  await expect(orderStatus(page, en)).toHaveText(en.orders.status_completed, { timeout: 15_000 });

  await page.goto('/en/myAccount');
  const yourData = page.getByRole('region', { name: en.account.dataTitle });
  const downloading = page.waitForEvent('download');
  await yourData.getByRole('button', { name: en.account.downloadData }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(file.account.email).toBe(email);
  expect(file.orders).toEqual([
    expect.objectContaining({ orderNo, playerId: '5678901', status: 'completed' }),
  ]);

  await yourData.getByRole('button', { name: en.account.deleteAccount }).click();
  const dialog = page.getByRole('dialog', { name: en.account.deleteDialogTitle });
  await expect(dialog.getByText(en.account.deleteErased)).toBeVisible();
  await expect(dialog.getByText(en.account.deleteKept)).toBeVisible();
  const confirm = dialog.getByRole('button', { name: en.account.deleteConfirm });
  await dialog.getByLabel(en.auth.oldPassword).fill('not-the-password');
  await confirm.click();
  await expect(dialog.getByText(en.apiErrors['-1111'])).toBeVisible();
  await dialog.getByLabel(en.auth.oldPassword).fill(password);
  await confirm.click();

  await expect(page).toHaveURL(/\/en\/accountDeleted$/);
  await expect(page.getByRole('heading', { name: en.account.deletedTitle })).toBeVisible();
  await page.goto('/en/myAccount');
  await expect(page).toHaveURL(/\/en\/login/);
  await page.goto(`/en/orderDetail?orderNo=${orderNo}`);
  await expect(orderStatus(page, en)).toBeHidden();

  await page.goto('/en/privacy');
  await expect(page.getByText(/^Deleting your account: /)).toBeVisible();
  await expect(page.getByText(/^Order records: .* for 5 years/)).toBeVisible();

  await register(page, 'en', email, 'another-42');
  await page.goto('/en/myOrder');
  await expect(page.getByRole('heading', { name: en.orders.empty })).toBeVisible();
  await expect(page.getByText(orderNo)).toBeHidden();
  await page.goto('/en/myAccount');
  await expect(page.getByRole('heading', { name: email })).toBeVisible();
});
