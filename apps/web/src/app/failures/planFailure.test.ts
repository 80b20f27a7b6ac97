// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { CommandFailure } from '../envelope.ts';
import { i18n } from '../i18n.ts';
import { planFailure } from './planFailure.ts';

const t = i18n.t.bind(i18n);
const fail = (code: number, params: Record<string, string | number> = {}, message = '') => new CommandFailure(code, params, message);

describe('planning what a failed command shows', () => {
  beforeAll(() => i18n.changeLanguage('en-US'));

  it('shows the translated hint of the code', () => {
    expect(planFailure(fail(10001), {}, t, false)).toEqual({ kind: 'message', text: 'Wrong user name or password' });
  });

  it('names the refused field and why for a 400', () => {
    const action = planFailure(fail(400, { field: 'account', reason: 'tooShort', min: 6 }), {}, t, false);
    expect(action).toEqual({ kind: 'message', text: 'Invalid request (Account: At least 6 characters)' });
  });

  it('adds the server message to the upstream-error label for 20018', () => {
    const action = planFailure(fail(20018, {}, 'carrier API down'), {}, t, true);
    expect(action).toEqual({ kind: 'message', text: 'Transport-management server error (carrier API down)' });
  });

  it('ends the session silently on 404 and 503, and only when there is one', () => {
    expect(planFailure(fail(404), {}, t, true)).toEqual({ kind: 'expire' });
    expect(planFailure(fail(503), { silent: true }, t, true)).toEqual({ kind: 'expire' });
    expect(planFailure(fail(404), {}, t, false)).toEqual({ kind: 'none' });
  });

  it('offers a new login after a timeout, and stays quiet when asked to', () => {
    expect(planFailure(fail(408), {}, t, true)).toEqual({ kind: 'relogin' });
    expect(planFailure(fail(10001), { silent: true }, t, true)).toEqual({ kind: 'none' });
  });

  it('falls back to a connection error for codes it does not know', () => {
    expect(planFailure(fail(599), {}, t, false)).toEqual({ kind: 'message', text: 'Connection error (599)' });
  });

  it('speaks the interface language', async () => {
    await i18n.changeLanguage('zh-CN');
    expect(planFailure(fail(400, { field: 'password', reason: 'required' }), {}, t, false)).toEqual({
      kind: 'message',
      text: '请求参数有误（密码：必填）',
    });
    await i18n.changeLanguage('en-US');
  });
});
