import type { Faker } from '@faker-js/faker';
import type { Bill } from './billTypes';
import type { BillDriver } from './driveBill';
import type { TenantSigners } from './seedBillPlan';

const UNPRINTABLE = new Set(['draft', 'pending', 'nullify']);

/** Reminders and printouts on some submitted bills, through the same print steps the routes take. */
export function seedPrintHistory(
  driver: BillDriver,
  faker: Faker,
  bill: Bill,
  signers: TenantSigners,
): Bill {
  if (UNPRINTABLE.has(bill.state)) return bill;
  let current = bill;
  const submitter = bill.form.submitterId;
  const reminder = [signers.current, ...signers.financeApprovers].find(
    (staff) => staff.id !== submitter,
  );
  const remindable = current.printState === 'noPrint' || current.printState === 'autoRemind';
  if (reminder && remindable && faker.datatype.boolean(0.25)) {
    current = driver.act(current, { name: 'remind' }, reminder.id);
  }
  if (faker.datatype.boolean(0.35)) {
    for (let copies = faker.number.int({ min: 1, max: 2 }); copies > 0; copies -= 1) {
      const config = { printTemplateId: 'default', isPrintInvoice: faker.datatype.boolean() };
      current = driver.act(current, { name: 'print', ...config }, submitter);
    }
  }
  return current;
}
