import { expect } from '@playwright/test';
import { header, openMemberCentrePage, registerByUsername, test } from '../auth-helpers';
import { ops } from '../ops';

// Withdrawal (withdraw, issue 10) in Chromium against the real server: a new member sets a payment
// password, is sent to My account to add a bank account (issue 27: none saved yet), withdraws to it
// (the amount is held at once), the operator pays it out in part (a retry of
// that disbursal with its key pays nothing more) and the member confirms received (the rest comes
// back); a second withdrawal is paid out and reported not received with a proof image, after a
// renamed text file is refused.

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('withdraw, the operator pays out, the member confirms received or not received', async ({
  page,
}) => {
  const account = await registerByUsername(page, 'Lotus2025w');
  await ops('wallet', 'adjust', account.username, '1000.00', '--reason', 'e2e withdraw');
  await header(page).getByRole('button', { name: 'Refresh balance' }).click();
  await expect(header(page).getByText('Balance: ¥1,000.00')).toBeAttached();

  const withdraw = await openMemberCentrePage(page, 'Withdrawal');
  await withdraw.getByLabel('Login password').fill(account.password);
  await withdraw.getByLabel('New payment password (6 digits)').fill('246810');
  await withdraw.getByLabel('Confirm payment password').fill('246810');
  await withdraw.getByRole('button', { name: 'Save payment password' }).click();

  // No bank account saved yet: the page says so and opens My account, where one is added.
  await expect(withdraw.getByText(/You have no withdrawal bank account yet/)).toBeVisible();
  await withdraw.getByRole('button', { name: 'Add a bank account in My account' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const myAccount = centre.getByRole('region', { name: 'My account' });
  await myAccount.getByLabel('Real name').fill('Maria Santos');
  await myAccount.getByRole('button', { name: 'Save profile' }).click();
  await expect(myAccount.getByRole('status')).toHaveText('Saved');
  await myAccount.getByRole('tab', { name: 'Bank accounts' }).click();
  const bankForm = myAccount.getByRole('form', { name: 'Add bank account' });
  await bankForm.getByLabel('Bank').selectOption({ label: 'GCash' });
  await bankForm.getByLabel('Account number').fill('0917 555 1234');
  await bankForm.getByRole('button', { name: 'Add bank account' }).click();
  await expect(myAccount.getByText('GCash · Maria Santos · **** 1234')).toBeVisible();
  await openMemberCentrePage(page, 'Withdrawal');
  await expect(withdraw.getByLabel('Bank account')).toHaveValue(/\d+/);
  await expect(withdraw.getByLabel('Bank account').locator('option:checked')).toHaveText(
    'GCash · Maria Santos · **** 1234',
  );

  const amount = withdraw.getByLabel('Amount', { exact: true });
  const password = withdraw.getByLabel('Payment password', { exact: true });
  await amount.fill('1000.01');
  await password.fill('246810');
  await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(withdraw.getByRole('alert')).toHaveText(
    'The amount is more than the balance of Main Wallet',
  );
  await amount.fill('300');
  await password.fill('135790');
  await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(withdraw.getByRole('alert')).toHaveText(
    'The withdrawal could not be made: The payment password is not correct',
  );
  await password.fill('246810');
  await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const status = withdraw.getByRole('status');
  await expect(status).toContainText('for ¥300.00 is waiting to be paid out');
  const first = /Withdrawal (\S+) for/.exec((await status.textContent()) ?? '')?.[1];
  expect(first).toMatch(/^W\d{8}[A-Z0-9]+$/);
  await expect(header(page).getByText('Balance: ¥700.00')).toBeAttached();

  // Paid out in part; the page hears of it by itself. The operator's retry with the same key (as
  // after a time-out) pays nothing more.
  const payKey = `e2e-pay-${first}`;
  await ops('withdrawal', 'disburse', first!, '100.00', '--key', payKey);
  await ops('withdrawal', 'disburse', first!, '100.00', '--key', payKey);
  const card = withdraw.getByRole('listitem').filter({ hasText: first! });
  await expect(card).toContainText('To GCash · Maria Santos · **** 1234');
  await expect(card.getByText('Paid ¥100.00, remaining ¥200.00')).toBeVisible({ timeout: 15_000 });
  // The message above follows the order's state, as the row does.
  await expect(status).toHaveText(
    `Withdrawal ${first} for ¥300.00 is partly paid out: ¥100.00 paid, ¥200.00 still to come.`,
  );
  await card.getByRole('button', { name: 'I received it' }).click();
  await expect(status).toHaveText(`Withdrawal ${first} is closed as received.`);
  await expect(card).toContainText('Received');
  await expect(header(page).getByText('Balance: ¥900.00')).toBeAttached();

  // A second one, paid out in full, reported not received with a proof.
  await amount.fill('150');
  await password.fill('246810');
  await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(status).toContainText('for ¥150.00 is waiting to be paid out');
  const second = /Withdrawal (\S+) for/.exec((await status.textContent()) ?? '')?.[1];
  await ops('withdrawal', 'disburse', second!);
  const secondCard = withdraw.getByRole('listitem').filter({ hasText: second! });
  await expect(secondCard).toContainText('Paid out', { timeout: 15_000 });
  await expect(status).toHaveText(
    `Withdrawal ${second} for ¥150.00 has been paid out. Confirm below once you have received it.`,
  );
  await secondCard.getByRole('button', { name: 'I did not receive it' }).click();
  const proof = secondCard.getByLabel(/Proof of non-receipt/);
  await proof.setInputFiles({
    name: 'proof.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image'),
  });
  await secondCard.getByRole('button', { name: 'Send report' }).click();
  await expect(secondCard.getByRole('alert')).toHaveText('The proof must be a png or jpg image');
  await proof.setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: PNG });
  await secondCard.getByRole('button', { name: 'Send report' }).click();
  await expect(status).toHaveText(
    `Your report on ${second} was sent. Customer service will look into it.`,
  );
  await expect(secondCard).toContainText('Not received');
  await expect(header(page).getByText('Balance: ¥750.00')).toBeAttached();
});
