import { Router } from 'express';
import { queryText } from '../hosts/bodyOf';
import { escapeHtml, labPage } from '../hosts/escapeHtml';

/** The partners behind the seeded resources (labResources.ts), each a page of its own. */
const PAGES: Readonly<Record<string, string>> = {
  mall: '企业商城（实验室）',
  'trip-money': '差旅领款（实验室）',
  hotel: '酒店预订（实验室）',
  taxi: '打车订单（实验室）',
};

/** Mounted on /__lab/partner: a plain page per partner, naming the bill it was opened for. */
export function partnerPagesRouter(): Router {
  const router = Router();
  router.get('/:page', (req, res) => {
    const title = PAGES[req.params.page];
    if (!title) {
      res
        .status(404)
        .type('html')
        .send(labPage('未找到', '<p role="alert">没有这个合作方页面</p>'));
      return;
    }
    const flowId = queryText(req, 'flowId');
    const body = flowId
      ? `<p>单据：<output>${escapeHtml(flowId)}</output></p>`
      : '<p>由首页打开</p>';
    res.type('html').set('Cache-Control', 'no-store').send(labPage(title, body));
  });
  return router;
}
