import { Router, type Request, type Response } from 'express';
import type { MockServer } from '../../mocks-server/createMockServer';
import { cookieIdentityOf } from '../../mocks-server/hosts/cookieIdentity';
import { isLabHostId } from '../../mocks-server/hosts/labHostIds';
import { jsonBody } from '../../mocks-server/http/bodyParsers';
import { sendError } from '../../mocks-server/http/sendError';
import { invoiceQrText } from '../../mocks-server/invoices/invoiceQrText';
import { sampleInvoicesOf } from '../../mocks-server/invoices/sampleInvoices';
import { labSessionOf } from '../../mocks-server/sessions/labSessionOf';
import { BAD_FILE_NAMES, badInvoiceFile, type BadFileName } from './badInvoiceFiles';
import { LabScanner } from './LabScanner';
import { SampleFileCache } from './sampleFileCache';
import { invoiceFileOf, type SampleFile } from './sampleFiles';
import { sampleListOf } from './sampleListOf';

const MAX_SCANNER_TEXT = 1024;

function send(res: Response, file: SampleFile): void {
  res.set('Content-Type', file.type);
  res.set('Content-Disposition', `attachment; filename="${file.name}"`);
  res.send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}

/**
 * The lab's sample invoices as files people and tests can choose, and the fake host scanners'
 * answer (lab/invoices/README.md): GET /__lab/invoices/samples, …/samples/:file, …/bad/:file,
 * PUT /__lab/invoices/scanner, POST /__lab/hosts/:id/scan.
 */
export function labInvoicesRouter(mock: MockServer, scanner = new LabScanner()): Router {
  const router = Router();
  const cache = new SampleFileCache();
  const samplesFor = (req: Request, res: Response) => {
    const identity = cookieIdentityOf(req.headers.cookie, mock.state);
    if (!identity.ok) {
      sendError(res, 400, 'error:lab:unknown-identity', identity.message);
      return undefined;
    }
    return sampleInvoicesOf(mock.state, identity.staff.corporationId);
  };
  router.use(['/__lab/invoices', '/__lab/hosts/:id/scan'], jsonBody('16kb'), (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get('/__lab/invoices/samples', (req, res) => {
    const samples = samplesFor(req, res);
    if (samples) res.json(sampleListOf(samples, BAD_FILE_NAMES));
  });

  router.get('/__lab/invoices/samples/:file', async (req, res) => {
    const samples = samplesFor(req, res);
    if (!samples) return;
    const [slug, extension] = String(req.params.file).split('.');
    const sample = samples.find((each) => each.slug === slug);
    const wanted =
      sample && (sample.form === 'photo' ? 'png' : sample.form === 'pdf' ? 'pdf' : 'ofd');
    if (!sample || extension !== wanted) {
      sendError(res, 404, 'error:lab:no-sample', `No sample invoice "${String(req.params.file)}"`);
      return;
    }
    send(
      res,
      await cache.get(mock.state, sample.id, () =>
        invoiceFileOf(sample.printed, sample.form, slug),
      ),
    );
  });

  router.get('/__lab/invoices/bad/:file', async (req, res) => {
    const samples = samplesFor(req, res);
    const name = BAD_FILE_NAMES.find((each) => each === req.params.file);
    if (!samples) return;
    if (!name) {
      sendError(res, 404, 'error:lab:no-sample', `No bad file "${String(req.params.file)}"`);
      return;
    }
    const make = async () =>
      badInvoiceFile(name as BadFileName, samples[0].printed, samples[1].printed);
    send(res, await cache.get(mock.state, `${samples[0].corporationId}/${name}`, make));
  });

  router.put('/__lab/invoices/scanner', (req, res) => {
    const samples = samplesFor(req, res);
    if (!samples) return;
    const body = (req.body ?? {}) as { slug?: unknown; text?: unknown };
    const sample = samples.find((each) => each.slug === body.slug);
    const text = sample ? invoiceQrText(sample.printed) : body.text;
    if (typeof text !== 'string' || text.length > MAX_SCANNER_TEXT) {
      sendError(
        res,
        400,
        'error:lab:bad-scanner-text',
        'Give a sample slug or a text of at most 1024 characters',
      );
      return;
    }
    scanner.set(labSessionOf(req), text);
    res.json({ text });
  });

  router.post('/__lab/hosts/:id/scan', (req, res) => {
    const samples = samplesFor(req, res);
    if (!samples) return;
    if (!isLabHostId(req.params.id)) {
      sendError(res, 404, 'error:lab:unknown-host', `The lab plays no host "${req.params.id}"`);
      return;
    }
    res.json({ text: scanner.textFor(labSessionOf(req), invoiceQrText(samples[0].printed)) });
  });

  return router;
}
