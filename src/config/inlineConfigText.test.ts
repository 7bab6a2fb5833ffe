import { INLINE_CONFIG_ID, inlineConfigText } from './inlineConfigText';
import { loadAppConfig } from './loadAppConfig';

const writeInline = (text: string, type = 'application/json', tag = 'script') => {
  const element = document.createElement(tag);
  element.id = INLINE_CONFIG_ID;
  element.setAttribute('type', type);
  element.textContent = text;
  document.head.append(element);
};

afterEach(() => document.getElementById(INLINE_CONFIG_ID)?.remove());

describe('the config a server wrote into the document', () => {
  it('is read instead of asking for the file', async () => {
    writeInline(JSON.stringify({ apiBase: '/inline' }));
    const fetchFile = jest.fn(() => Promise.resolve(new Response('{}')));
    const { config, problems } = await loadAppConfig(fetchFile);
    expect(config.apiBase).toBe('/inline');
    expect(problems).toEqual([]);
    expect(fetchFile).not.toHaveBeenCalled();
  });

  it('is reported like a broken file when it is not JSON, and the defaults serve', async () => {
    writeInline('{"apiBase":');
    const { problems } = await loadAppConfig(() => Promise.resolve(new Response('{}')));
    expect(problems).toEqual(['/app-config.json is not valid JSON']);
  });

  it('counts only as a JSON script element, so any other element with its id is ignored', () => {
    writeInline('{}', 'application/json', 'div');
    expect(inlineConfigText(document)).toBeNull();
    document.getElementById(INLINE_CONFIG_ID)?.remove();
    writeInline('{}', 'text/javascript');
    expect(inlineConfigText(document)).toBeNull();
  });

  it('leaves the file to be asked for when the document has none', async () => {
    const fetchFile = jest.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ apiBase: '/file' }))),
    );
    expect((await loadAppConfig(fetchFile)).config.apiBase).toBe('/file');
    expect(fetchFile).toHaveBeenCalledWith('/app-config.json', { credentials: 'same-origin' });
  });
});
