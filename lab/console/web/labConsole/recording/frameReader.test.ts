import { JSDOM } from 'jsdom';
import { clickTarget, finalView, named, visibleAlerts } from './frameReader';

const page = (body: string) => new JSDOM(`<!doctype html><body>${body}</body>`).window.document;

describe('reading the app in the frame', () => {
  it('names an element by role and accessible name, and which one when several share both', () => {
    const doc = page(
      '<button>删除</button><button>保存</button><button>删除</button><label>标题 <input id="t"></label>',
    );
    const [first, , second] = [...doc.querySelectorAll('button')];
    expect(named(first)).toEqual({ role: 'button', name: '删除', nth: 0 });
    expect(named(second)).toEqual({ role: 'button', name: '删除', nth: 1 });
    expect(named(doc.querySelectorAll('button')[1])).toEqual({ role: 'button', name: '保存' });
    expect(named(doc.getElementById('t') as Element)).toEqual({ role: 'textbox', name: '标题' });
  });

  it('finds the button or link a click landed in, and nothing for plain text', () => {
    const doc = page('<a href="/bills"><span id="inner">单据</span></a><p id="text">说明</p>');
    expect(clickTarget(doc.getElementById('inner'))?.tagName).toBe('A');
    expect(clickTarget(doc.getElementById('text'))).toBeNull();
  });

  it('reads the alerts a person sees, without the hidden ones', () => {
    const doc = page(
      '<p role="alert">文件上传失败</p><p role="alert" hidden>旧的</p><div role="alert"> </div>',
    );
    expect(visibleAlerts(doc)).toEqual(['文件上传失败']);
  });

  it('keeps the final view of the main region: headings with levels, controls, alerts, once each, no times', () => {
    const doc = page(`
      <nav><a href="/x">导航外</a></nav>
      <main>
        <h1>新建单据</h1><h2>附件</h2>
        <button>提交</button><button>提交</button>
        <p role="alert">文件上传失败</p>
        <a href="/b">更新于 10:32</a>
      </main>`);
    expect(finalView(doc)).toEqual([
      { role: 'heading', name: '新建单据', level: 1 },
      { role: 'heading', name: '附件', level: 2 },
      { role: 'button', name: '提交' },
      { role: 'alert', name: '文件上传失败' },
    ]);
  });
});
