import type { ReactNode } from 'react';
import { App, Form, Modal, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CommandDeclaration, CommandInput, CommandOutput } from '@parcelflow/contract';
import { useCommandMutation } from '../app/command.ts';
import { showFailureOnForm, validateForm } from '../app/forms/zodForm.ts';

type Props<D extends CommandDeclaration> = {
  command: D;
  /** The lists (and other answers) the change makes stale: they reload on success. */
  invalidates?: readonly CommandDeclaration[];
  title: string;
  okText?: string;
  /** Said once the command succeeds (worded from its answer when a function); the modal then closes. Nothing is said without it. */
  savedText?: string | ((output: CommandOutput<D>) => string);
  initialValues?: Record<string, unknown>;
  /** The command's input from the form's values (ids, values the form holds differently); the values as they are otherwise. */
  inputOf?: (values: Record<string, unknown>) => Record<string, unknown>;
  onSaved?: (output: CommandOutput<D>) => void;
  onClose: () => void;
  width?: number;
  /** A form of the caller's (to watch its values); one of the modal's own otherwise. */
  form?: FormInstance;
  layout?: 'vertical' | 'horizontal';
  /** OK stays disabled (nothing chosen yet, no right to change). */
  okDisabled?: boolean;
  /** Enter in the form's only text input presses OK, as in any one-field dialog. */
  submitOnEnter?: boolean;
  /** Fields whose own Form.Item rules run on OK too: a rule the schema applies only once every other field is valid (a cross-field refinement) shows at once. */
  fieldsWithOwnRules?: string[];
  children: ReactNode;
};

/**
 * A form in a modal that runs one declared command: the values are checked by the command's input schema before
 * they are sent (each refused field says why, translated), a field the server refuses shows its reason on the field,
 * and a success says so and closes.
 */
export function CommandFormModal<D extends CommandDeclaration>(props: Props<D>) {
  const { command, invalidates, title, okText, savedText, initialValues, inputOf, onSaved, onClose, width = 520, layout = 'vertical', children } = props;
  const { okDisabled, submitOnEnter, fieldsWithOwnRules } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [ownForm] = Form.useForm();
  const form = props.form ?? ownForm;
  const run = useCommandMutation(command, invalidates);

  const submit = () => {
    if (fieldsWithOwnRules) void form.validateFields(fieldsWithOwnRules).catch(() => undefined);
    const values = form.getFieldsValue() as Record<string, unknown>;
    const input = validateForm(form, command.input, inputOf ? inputOf(values) : values, t);
    if (!input) return;
    run.mutate(input as CommandInput<D>, {
      onSuccess: (output) => {
        if (savedText) void message.success(typeof savedText === 'function' ? savedText(output) : savedText);
        onSaved?.(output);
        onClose();
      },
      onError: (error) => showFailureOnForm(form, error, t),
    });
  };
  return (
    <Modal
      open
      title={title}
      okText={okText ?? t('actions.save')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ disabled: okDisabled }}
      confirmLoading={run.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      width={width}
    >
      <Form form={form} layout={layout} preserve={false} initialValues={initialValues} onFinish={submitOnEnter ? submit : undefined}>
        {children}
      </Form>
    </Modal>
  );
}
