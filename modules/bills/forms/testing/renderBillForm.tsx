import type { Locale } from '@shell/i18n';
import { renderWithShell } from '@shell/testing';
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

/** The form inside the shell's providers (the shell's test kit), with jest mocks for its callbacks. */
export function renderBillForm(options: RenderBillFormOptions = {}) {
  const { locale = 'en-US', spec = [], fakeTimers = false, ...rest } = options;
  const onSubmit = jest.fn();
  const onSaveDraft = jest.fn();
  const refSource = fakeRefSource({ 'organization.Staff': staffItems });
  const fields = rest.fields ?? parseFieldDescriptors(spec).fields;
  const view = renderWithShell(
    <BillFieldsForm
      refSource={refSource}
      onSubmit={onSubmit}
      onSaveDraft={onSaveDraft}
      searchDelayMs={fakeTimers ? 250 : 0}
      {...rest}
      fields={fields}
    />,
    {
      locale,
      userOptions: fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {},
    },
  );
  return { ...view, onSubmit, onSaveDraft, refSource, fields, i18n: view.root.i18n };
}
