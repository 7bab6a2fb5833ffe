import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from './createI18n';
import { useLocale } from './useLocale';
import { useLocalized } from './useLocalized';

const catalogue = { 'zh-CN': { hello: '你好' }, 'en-US': { hello: 'Hello' } };

function Probe() {
  const locale = useLocale();
  const { hello } = useLocalized(catalogue);
  return (
    <p>
      {locale} {hello}
    </p>
  );
}

describe('useLocale and useLocalized', () => {
  it('read the locale of the i18n instance the provider gives', () => {
    render(
      <I18nextProvider i18n={createI18n('en-US')}>
        <Probe />
      </I18nextProvider>,
    );
    expect(screen.getByText('en-US Hello')).toBeInTheDocument();
  });

  it('re-render when the language changes, and stop listening once unmounted', async () => {
    const i18n = createI18n('zh-CN');
    const observers = (i18n as unknown as { observers: Record<string, Map<unknown, number>> })
      .observers;
    const listening = () => observers.languageChanged?.size ?? 0;
    const before = listening();
    const { unmount } = render(
      <I18nextProvider i18n={i18n}>
        <Probe />
      </I18nextProvider>,
    );
    expect(screen.getByText('zh-CN 你好')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en-US'));
    expect(screen.getByText('en-US Hello')).toBeInTheDocument();
    expect(listening()).toBeGreaterThan(before);
    unmount();
    expect(listening()).toBe(before);
  });

  it('read the instance react-i18next was last initialised with when no provider is there', () => {
    createI18n('en-US');
    render(<Probe />);
    expect(screen.getByText('en-US Hello')).toBeInTheDocument();
  });

  it('do not copy the i18n instance for each component that mounts', () => {
    const i18n = createI18n('zh-CN');
    const copy = jest.spyOn(Object, 'getOwnPropertyDescriptors');
    render(
      <I18nextProvider i18n={i18n}>
        {Array.from({ length: 20 }, (_, index) => (
          <Probe key={index} />
        ))}
      </I18nextProvider>,
    );
    expect(copy).not.toHaveBeenCalledWith(i18n);
    copy.mockRestore();
  });
});
