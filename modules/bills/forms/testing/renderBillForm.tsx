import { createI18n, type Locale } from '@shell/i18n';
import { buildTheme } from '@shell/theme';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { BillFieldsForm, type BillFieldsFormProps } from '../BillFieldsForm';
import { parseFieldDescriptors } from '../FieldDescriptor';
import { fakeRefSource } from './fakeRefSource';
import { staffItems } from './formFixtures';

export interface RenderBillFormOptions extends Partial<BillFieldsFormProps> {
  locale?: Locale;
  /** Specification JSON, parsed as the page would. */
  spec?: unknown;
  /** For RefPicker tests: jest fake timers drive the search pause. */
  fakeTimers?: boolean;
}

/** The form inside the shell's providers, with jest mocks for its callbacks. */
export function renderBillForm(options: RenderBillFormOptions = {}) {
  const { locale = 'en-US', spec = [], fakeTimers = false, ...rest } = options;
  const onSubmit = jest.fn();
  const onSaveDraft = jest.fn();
  const refSource = fakeRefSource({ 'organization.Staff': staffItems });
  const fields = rest.fields ?? parseFieldDescriptors(spec).fields;
  const user = userEvent.setup(
    fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {},
  );
  const i18n = createI18n(locale);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={buildTheme({ mode: 'light', fontSize: 'normal' })}>
        <BillFieldsForm
          refSource={refSource}
          onSubmit={onSubmit}
          onSaveDraft={onSaveDraft}
          searchDelayMs={fakeTimers ? 250 : 0}
          {...rest}
          fields={fields}
        />
      </ThemeProvider>
    </I18nextProvider>,
  );
  return { ...view, user, onSubmit, onSaveDraft, refSource, fields, i18n };
}
