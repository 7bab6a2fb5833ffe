import { writeFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { personPage, type JourneyConfig } from './journeySteps';
import { expensePeople, type Person } from './journeyPeople';

/** One of the lab's sample invoices of the signed-in person's tenant. */
export interface Sample {
  slug: string;
  fileName: string;
  url: string;
  qrText: string;
  printed: {
    invoiceType: string;
    invoiceNumber: string;
    amount: string;
    total: string;
    issueDate: string;
  };
}

export const DINGTALK_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 DingTalk/7.5.0 Channel/201 language/zh-Hans-CN';
export const WECOM_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.1.22 MicroMessenger/7.0.1 Language/zh';

/**
 * Where every invoice story starts: the lab reset, and the submitter's page in the configuration's
 * host, size and language, in a lab session of its own (its journal and scanner are this test's alone).
 */
export async function invoicePage(
  browser: Browser,
  request: APIRequestContext,
  config: JourneyConfig,
): Promise<{ page: Page; session: string; submitter: Person }> {
  expect((await request.post('/__lab/reset')).ok()).toBe(true);
  const { submitter } = await expensePeople(request);
  const page = await personPage(browser, config, submitter);
  // The lab's entry starts a session of its own for this browser: its journal is this test's.
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === 'lab-session')?.value ?? '';
  expect(session).not.toBe('');
  return { page, session, submitter };
}

/** The tenant's samples, as the lab lists them for the signed-in page. */
export async function samplesOf(page: Page): Promise<Sample[]> {
  const answer = await page.request.get('/__lab/invoices/samples');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { items: Sample[] }).items;
}

/**
 * Files to choose, fetched from the lab as a person downloads them (`bad/…` for bad ones) and
 * kept in the test's folder: a chooser takes paths (a buffer over 50 MB it refuses).
 */
export async function filesOf(page: Page, urls: readonly { fileName: string; url: string }[]) {
  return Promise.all(
    urls.map(async ({ fileName, url }) => {
      const answer = await page.request.get(url);
      expect(answer.ok(), url).toBe(true);
      const path = test.info().outputPath(fileName);
      await writeFile(path, await answer.body());
      return path;
    }),
  );
}

export const sampleNamed = (samples: readonly Sample[], slug: string): Sample => {
  const found = samples.find((sample) => sample.slug === slug);
  if (!found) throw new Error(`no sample ${slug}`);
  return found;
};

/** The two places every invoice story runs: a desktop in Chinese and DingTalk on a phone in English. */
export const INVOICE_CONFIGS = [
  {
    name: 'desktop, zh-CN',
    locale: 'zh-CN',
    host: 'web',
    viewport: { width: 1280, height: 800 },
    phone: false,
  },
  {
    name: '390×844 in DingTalk, en-US',
    locale: 'en-US',
    host: 'dingtalk',
    viewport: { width: 390, height: 844 },
    phone: true,
    userAgent: DINGTALK_UA,
  },
] as const;
